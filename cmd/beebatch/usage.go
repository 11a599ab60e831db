package main

import (
	"strings"

	"github.com/beebatch/beebatch/cmd/beebatch/internal/help"
	"github.com/beebatch/beebatch/internal/suggest"
)

// commandsUsage returns the part of help.Main that lists the commands, for
// the message of an unknown command.
func commandsUsage() string {
	paras := strings.Split(help.Main, "\n\n")
	return strings.Join(paras[1:4], "\n\n") + "\n"
}

// didYouMean is suggest.DidYouMean, which the messages about an unknown
// name (command, flag, list, preset) end with.
var didYouMean = suggest.DidYouMean
