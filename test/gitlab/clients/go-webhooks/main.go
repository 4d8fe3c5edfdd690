// go-gitlab's ParseWebhook (Debian's golang-github-xanzy-go-gitlab-dev 0.73) over deliveries the
// gitlab flavor made. Built and run by test/gitlab/parse-webhook.test.ts in GOPATH mode against
// /usr/share/gocode. Reads a JSON array of {"event": X-Gitlab-Event, "body": the body as sent} on
// stdin and prints, for each, the Go type ParseWebhook decoded it into or the error it returned.
package main

import (
	"encoding/json"
	"fmt"
	"os"

	gitlab "github.com/xanzy/go-gitlab"
)

type delivery struct {
	Event string `json:"event"`
	Body  string `json:"body"`
}

type parsed struct {
	Event string `json:"event"`
	Type  string `json:"type,omitempty"`
	Error string `json:"error,omitempty"`
}

func main() {
	var in []delivery
	if err := json.NewDecoder(os.Stdin).Decode(&in); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out := make([]parsed, 0, len(in))
	for _, d := range in {
		event, err := gitlab.ParseWebhook(gitlab.EventType(d.Event), []byte(d.Body))
		if err != nil {
			out = append(out, parsed{Event: d.Event, Error: err.Error()})
			continue
		}
		out = append(out, parsed{Event: d.Event, Type: fmt.Sprintf("%T", event)})
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
