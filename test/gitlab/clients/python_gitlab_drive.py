"""python-gitlab (Debian's python3-gitlab) driving the gitlab flavor's server unchanged.

Run by test/gitlab/real-clients.test.ts: `python3 python_gitlab_drive.py <server URL without /api/v4>`.
Each step records what the client returned (or the status and message it raised) under a name;
the whole record is printed as one JSON object for the test to assert on. A step that raises
something other than a GitlabError ends the script with a traceback (the test then fails).
"""
import json
import sys

import gitlab

URL = sys.argv[1]
seen = {}


def failure(step):
    """The status and GitLab's message of a call expected to fail."""
    try:
        step()
    except gitlab.GitlabError as error:
        return {"status": error.response_code, "message": error.error_message, "class": type(error).__name__}
    return {"status": None}


gl = gitlab.Gitlab(URL, private_token="demo")
gl.auth()
seen["user"] = gl.user.username

# Project hooks: the project by full path, the list across pages (python-gitlab follows `Link`).
project = gl.projects.get("acme/widgets")
seen["project"] = {"id": project.id, "path_with_namespace": project.path_with_namespace}
added = project.hooks.create({"url": "https://ci.example.test/py", "issues_events": True, "token": "shh"})
seen["project_added"] = added.attributes
for i in range(3):
    project.hooks.create({"url": f"https://ci.example.test/py{i}"})
seen["project_list"] = [h.url for h in project.hooks.list(get_all=True, per_page=2)]
seen["project_iterated"] = [h.id for h in gl.projects.get(1, lazy=True).hooks.list(iterator=True, per_page=2)]
seen["project_page_2"] = [h.id for h in project.hooks.list(get_all=False, page=2, per_page=2)]
hook = project.hooks.get(added.id)
hook.note_events = True
hook.push_events = False
hook.save()  # PUT with `url` and the changed attributes
seen["project_edited"] = project.hooks.get(added.id).attributes
hook.delete()
seen["project_deleted_get"] = failure(lambda: project.hooks.get(added.id))

# Group hooks: the group by full path, then by id.
group = gl.groups.get("acme")
seen["group"] = {"id": group.id, "full_path": group.full_path}
gadded = group.hooks.create({"url": "https://audit.example.test/py", "subgroup_events": True})
seen["group_added"] = gadded.attributes
for i in range(2):
    gl.groups.get(1, lazy=True).hooks.create({"url": f"https://audit.example.test/py{i}"})
seen["group_list"] = [h.url for h in group.hooks.list(get_all=True, per_page=1)]
ghook = group.hooks.get(gadded.id)
ghook.url = "https://audit.example.test/moved"
ghook.save()
seen["group_edited"] = group.hooks.get(gadded.id).attributes
ghook.delete()
seen["group_after_delete"] = [h.id for h in group.hooks.list(get_all=True)]

# Errors with GitLab's status and words.
seen["errors"] = {
    "unknown_project": failure(lambda: gl.projects.get("acme/nothing")),
    "unknown_group": failure(lambda: gl.groups.get("nobody")),
    "unknown_hook": failure(lambda: project.hooks.get(999)),
    "unknown_group_hook": failure(lambda: group.hooks.get(999)),
    "bad_url": failure(lambda: project.hooks.create({"url": "ftp://nope.example.test"})),
    "no_credential": failure(lambda: gitlab.Gitlab(URL).projects.get(1, lazy=True).hooks.list(get_all=True)),
    "below_maintainer": failure(
        lambda: gitlab.Gitlab(URL, private_token="bob-token").projects.get(1, lazy=True).hooks.list(get_all=True)
    ),
    "below_owner": failure(
        lambda: gitlab.Gitlab(URL, private_token="bob-token").groups.get(1, lazy=True).hooks.create(
            {"url": "https://audit.example.test/bob"}
        )
    ),
}

print(json.dumps(seen))
