package wordlist

import "hash/maphash"

// Content identifies the bytes of an input within one process: two 64-bit
// hash/maphash sums under random seeds, equal for two different inputs
// with probability 2⁻¹²⁸, at memory speed.
type Content [2]uint64

// contentSeeds are this process's seeds for Content.
var contentSeeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}

// contentOf returns the Content of data.
func contentOf(data []byte) Content {
	return Content{maphash.Bytes(contentSeeds[0], data), maphash.Bytes(contentSeeds[1], data)}
}

// contentHash computes a Content from data written to it in pieces; the
// result is that of contentOf on the data as one piece.
type contentHash [2]maphash.Hash

func newContentHash() *contentHash {
	var h contentHash
	h[0].SetSeed(contentSeeds[0])
	h[1].SetSeed(contentSeeds[1])
	return &h
}

// Write adds p to the data.
func (h *contentHash) Write(p []byte) {
	h[0].Write(p)
	h[1].Write(p)
}

// Sum returns the Content of the data written.
func (h *contentHash) Sum() Content { return Content{h[0].Sum64(), h[1].Sum64()} }
