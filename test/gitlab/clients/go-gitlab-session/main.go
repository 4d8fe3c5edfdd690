// go-gitlab (Debian's golang-github-xanzy-go-gitlab-dev 0.73) making an ordinary session as a
// newcomer writes it: the project read by its full path, then everything by the number go-gitlab
// hands back (`p.ID`: /projects/1/hooks). Built and run by test/recording/gitlab-drivers.ts in
// GOPATH mode against /usr/share/gocode (no module download): `session <API URL> <receiver>
// <secret>`. Prints the number of HTTP requests it made, counted at its transport.
package main

import (
	"fmt"
	"net/http"
	"os"

	gitlab "github.com/xanzy/go-gitlab"
)

// counting counts every request that leaves the client, retries included, but one: the GET of
// the base URL itself that go-gitlab makes before its first call to read the RateLimit-* headers
// (gitlab.go, configureLimiter). That probe is no API operation; the recorder forwards it and
// does not record it.
type counting struct {
	base string
	n    int
}

func (c *counting) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.URL.String() != c.base {
		c.n++
	}
	return http.DefaultTransport.RoundTrip(r)
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func main() {
	count := &counting{}
	c, err := gitlab.NewClient("demo", gitlab.WithBaseURL(os.Args[1]), gitlab.WithHTTPClient(&http.Client{Transport: count}))
	must(err)
	count.base = c.BaseURL().String()
	p, _, err := c.Projects.GetProject("acme/widgets", nil)
	must(err)
	// Every page by p.ID (go-gitlab follows X-Next-Page).
	opt := &gitlab.ListProjectHooksOptions{PerPage: 1, Page: 1}
	for {
		_, resp, err := c.Projects.ListProjectHooks(p.ID, opt)
		must(err)
		if resp.NextPage == 0 {
			break
		}
		opt.Page = resp.NextPage
	}
	hook, _, err := c.Projects.AddProjectHook(p.ID, &gitlab.AddProjectHookOptions{
		URL: gitlab.String(os.Args[2]), Token: gitlab.String(os.Args[3]), MergeRequestsEvents: gitlab.Bool(true),
	})
	must(err)
	_, _, err = c.Projects.EditProjectHook(p.ID, hook.ID, &gitlab.EditProjectHookOptions{PushEvents: gitlab.Bool(false)})
	must(err)
	_, _, err = c.Projects.GetProjectHook(p.ID, hook.ID)
	must(err)
	// go-gitlab 0.73 has no method for the test trigger: its own request builder.
	req, err := c.NewRequest(http.MethodPost, fmt.Sprintf("projects/%d/hooks/%d/test/push_events", p.ID, hook.ID), nil, nil)
	must(err)
	_, err = c.Do(req, nil)
	must(err)
	if _, _, err = c.Projects.GetProjectHook(p.ID, 999); err == nil {
		must(fmt.Errorf("hook 999 answered"))
	}
	_, err = c.Projects.DeleteProjectHook(p.ID, hook.ID)
	must(err)
	fmt.Println(count.n)
}
