package main

import (
	"github.com/beebatch/beebatch/cmd/beebatch/internal/report"
	"github.com/beebatch/beebatch/pkg/search"
)

// rankDoc is the JSON document of rank as a program reads it: a
// report.Report whose lists hold their rows as search.Rows.
type rankDoc struct {
	report.Report
	Lists []rankedList `json:"lists"`
}

// rankedList is a report.List read from JSON.
type rankedList struct {
	report.List
	Top    []search.Row  `json:"top"`
	Bottom []search.Row  `json:"bottom"`
	Pareto []frontierRow `json:"pareto"`
}

// frontierRow is a row of a Pareto frontier read from JSON.
type frontierRow struct {
	search.Row
	Ties int `json:"ties"`
}
