package main

import "context"

// solveCmd runs "beebatch solve".
func solveCmd(ctx context.Context, e *env, args []string) error {
	return usagef("solve is not built yet")
}

// scoreCmd runs "beebatch score".
func scoreCmd(ctx context.Context, e *env, args []string) error {
	return usagef("score is not built yet")
}
