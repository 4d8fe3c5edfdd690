// go-gitlab (Debian's golang-github-xanzy-go-gitlab-dev 0.73) driving the gitlab flavor's server
// unchanged. Built and run by test/gitlab/real-clients.test.ts in GOPATH mode against
// /usr/share/gocode (no module download): `drive <server URL>/api/v4`. Each step records what the
// client returned (or the status and message of its *gitlab.ErrorResponse) under a name; the
// record is printed as one JSON object for the test to assert on. Any other error exits 1.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	gitlab "github.com/xanzy/go-gitlab"
)

var seen = map[string]interface{}{}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func client(token string) *gitlab.Client {
	c, err := gitlab.NewClient(token, gitlab.WithBaseURL(os.Args[1]))
	must(err)
	return c
}

// failure: the status and GitLab's message of a call expected to fail.
func failure(err error) map[string]interface{} {
	var answer *gitlab.ErrorResponse
	if !errors.As(err, &answer) {
		return map[string]interface{}{"status": nil, "error": fmt.Sprint(err)}
	}
	return map[string]interface{}{"status": answer.Response.StatusCode, "message": answer.Message}
}

// projectHookURLs: every hook of the project, page after page (go-gitlab reads X-Next-Page).
func projectHookURLs(c *gitlab.Client, pid interface{}, perPage int) ([]string, int) {
	var urls []string
	opt := &gitlab.ListProjectHooksOptions{PerPage: perPage, Page: 1}
	pages := 0
	for {
		hooks, resp, err := c.Projects.ListProjectHooks(pid, opt)
		must(err)
		pages++
		for _, h := range hooks {
			urls = append(urls, h.URL)
		}
		if resp.NextPage == 0 {
			return urls, pages
		}
		opt.Page = resp.NextPage
	}
}

func groupHookURLs(c *gitlab.Client, gid interface{}, perPage int) ([]string, int) {
	var urls []string
	opt := &gitlab.ListGroupHooksOptions{PerPage: perPage, Page: 1}
	pages := 0
	for {
		hooks, resp, err := c.Groups.ListGroupHooks(gid, opt)
		must(err)
		pages++
		for _, h := range hooks {
			urls = append(urls, h.URL)
		}
		if resp.NextPage == 0 {
			return urls, pages
		}
		opt.Page = resp.NextPage
	}
}

func projectHooks(c *gitlab.Client) {
	project, _, err := c.Projects.GetProject("acme/widgets", nil)
	must(err)
	seen["project"] = map[string]interface{}{"id": project.ID, "path_with_namespace": project.PathWithNamespace}
	added, resp, err := c.Projects.AddProjectHook("acme/widgets", &gitlab.AddProjectHookOptions{
		URL: gitlab.String("https://ci.example.test/go"), IssuesEvents: gitlab.Bool(true), Token: gitlab.String("shh"),
	})
	must(err)
	seen["project_added_status"] = resp.StatusCode
	seen["project_added"] = added
	for i := 0; i < 3; i++ {
		_, _, err = c.Projects.AddProjectHook(1, &gitlab.AddProjectHookOptions{URL: gitlab.String(fmt.Sprintf("https://ci.example.test/go%d", i))})
		must(err)
	}
	urls, pages := projectHookURLs(c, 1, 2)
	seen["project_list"] = urls
	seen["project_pages"] = pages
	_, resp, err = c.Projects.ListProjectHooks(1, &gitlab.ListProjectHooksOptions{PerPage: 2})
	must(err)
	seen["project_paging"] = map[string]int{"total": resp.TotalItems, "total_pages": resp.TotalPages, "next": resp.NextPage, "per_page": resp.ItemsPerPage}
	// EditProjectHook sends only the options set (no url).
	edited, _, err := c.Projects.EditProjectHook(1, added.ID, &gitlab.EditProjectHookOptions{NoteEvents: gitlab.Bool(true), PushEvents: gitlab.Bool(false)})
	must(err)
	seen["project_edited"] = edited
	got, _, err := c.Projects.GetProjectHook("acme/widgets", added.ID)
	must(err)
	seen["project_got"] = got
	resp, err = c.Projects.DeleteProjectHook(1, added.ID)
	must(err)
	seen["project_deleted_status"] = resp.StatusCode
	_, _, err = c.Projects.GetProjectHook(1, added.ID)
	seen["project_deleted_get"] = failure(err)
}

func groupHooks(c *gitlab.Client) {
	group, _, err := c.Groups.GetGroup("acme", nil)
	must(err)
	seen["group"] = map[string]interface{}{"id": group.ID, "full_path": group.FullPath}
	added, _, err := c.Groups.AddGroupHook("acme", &gitlab.AddGroupHookOptions{
		URL: gitlab.String("https://audit.example.test/go"), SubGroupEvents: gitlab.Bool(true),
	})
	must(err)
	seen["group_added"] = added
	for i := 0; i < 2; i++ {
		_, _, err = c.Groups.AddGroupHook(1, &gitlab.AddGroupHookOptions{URL: gitlab.String(fmt.Sprintf("https://audit.example.test/go%d", i))})
		must(err)
	}
	urls, pages := groupHookURLs(c, "acme", 1)
	seen["group_list"] = urls
	seen["group_pages"] = pages
	edited, _, err := c.Groups.EditGroupHook(1, added.ID, &gitlab.EditGroupHookOptions{URL: gitlab.String("https://audit.example.test/moved")})
	must(err)
	seen["group_edited"] = edited
	got, _, err := c.Groups.GetGroupHook("acme", added.ID)
	must(err)
	seen["group_got"] = got
	_, err = c.Groups.DeleteGroupHook(1, added.ID)
	must(err)
	urls, _ = groupHookURLs(c, 1, 20)
	seen["group_after_delete"] = urls
}

func errorsSeen(c *gitlab.Client) {
	bob := client("bob-token")
	anonymous := client("")
	_, _, unknownProject := c.Projects.GetProject("acme/nothing", nil)
	_, _, unknownGroup := c.Groups.GetGroup("nobody", nil)
	_, _, unknownHook := c.Projects.GetProjectHook(1, 999)
	_, _, unknownGroupHook := c.Groups.GetGroupHook(1, 999)
	_, _, badURL := c.Projects.AddProjectHook(1, &gitlab.AddProjectHookOptions{URL: gitlab.String("ftp://nope.example.test")})
	_, _, noURL := c.Projects.AddProjectHook(1, &gitlab.AddProjectHookOptions{PushEvents: gitlab.Bool(true)})
	_, _, noParams := c.Projects.EditProjectHook(1, 1, &gitlab.EditProjectHookOptions{})
	_, _, noCredential := anonymous.Projects.ListProjectHooks(1, nil)
	_, _, belowMaintainer := bob.Projects.ListProjectHooks(1, nil)
	_, _, belowOwner := bob.Groups.AddGroupHook(1, &gitlab.AddGroupHookOptions{URL: gitlab.String("https://audit.example.test/bob")})
	seen["errors"] = map[string]interface{}{
		"unknown_project":    failure(unknownProject),
		"unknown_group":      failure(unknownGroup),
		"unknown_hook":       failure(unknownHook),
		"unknown_group_hook": failure(unknownGroupHook),
		"bad_url":            failure(badURL),
		"no_url":             failure(noURL),
		"no_params":          failure(noParams),
		"no_credential":      failure(noCredential),
		"below_maintainer":   failure(belowMaintainer),
		"below_owner":        failure(belowOwner),
	}
}

func main() {
	c := client("demo")
	user, _, err := c.Users.CurrentUser()
	must(err)
	seen["user"] = user.Username
	projectHooks(c)
	groupHooks(c)
	errorsSeen(c)
	out, err := json.Marshal(seen)
	must(err)
	fmt.Println(string(out))
}
