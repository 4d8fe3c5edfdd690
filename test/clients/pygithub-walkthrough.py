"""PyGithub, unchanged, against `hookmock serve --flavor github` (test/clients/pygithub.test.ts).

Argv: the API URL (http://127.0.0.1:<port>/api/v3), a token, the receiver URL. Prints one JSON
line per step; any exception fails the run (exit status 1 with the traceback).
"""
import json
import sys

from github import Github

api, token, receiver = sys.argv[1], sys.argv[2], sys.argv[3]
g = Github(base_url=api, login_or_token=token)


def step(name, **values):
    print(json.dumps({"step": name, **values}), flush=True)


me = g.get_user()
step("get_user", login=me.login, id=me.id)
repo = g.get_repo("acme/widgets", lazy=False)
step("get_repo", full_name=repo.full_name, id=repo.id, owner=repo.owner.login, admin=repo.permissions.admin)
org = g.get_organization("acme")
step("get_organization", login=org.login, id=org.id)

hook = repo.create_hook("web", {"url": receiver, "content_type": "json", "secret": "s3cret"}, ["push"], True)
step("create_hook", id=hook.id, events=hook.events, active=hook.active)
hook.edit("web", {"url": receiver, "content_type": "json"}, events=["push", "issues"], active=True)
step("edit", id=hook.id, events=hook.events)
hook.ping()
step("ping", id=hook.id)
hook.test()
step("test", id=hook.id)
step("get_hooks", ids=[h.id for h in repo.get_hooks()])
hook.delete()
step("delete", ids=[h.id for h in repo.get_hooks()])
