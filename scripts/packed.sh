# Sourced by the legs that install hookmock as users get it (pack-leg, vitest-leg, jest-leg):
# sets `tgz` to the packed package. `.ci/run` packs once and passes it as HOOKMOCK_TGZ (each
# `npm pack` runs the whole build through prepack); a leg run alone packs the checkout itself.
# Needs `root` (the checkout) and `tmp` (the leg's temporary directory).
if [ -n "${HOOKMOCK_TGZ:-}" ]; then
  echo "== the packed package: $HOOKMOCK_TGZ"
  tgz="$HOOKMOCK_TGZ"
else
  echo "== npm pack"
  (cd "$root" && npm pack --pack-destination "$tmp" --loglevel=error >/dev/null)
  tgz="$(ls "$tmp"/hookmock-*.tgz)"
fi
