// Package atomicfile writes files so that a reader never sees one half
// written: each is written to a temporary file beside its final name,
// ".NAME.beebatch-RANDOM.tmp", synced, and renamed over that name. It
// writes single files (WriteFile, Create) and sets of files that replace
// their previous versions all together or not at all (Files), keeping
// each previous version meanwhile as ".NAME.beebatch-RANDOM.old". Both
// kinds of names are created with O_EXCL and removed on every path that
// returns; a file gets the mode of any new file, as with os.Create.
//
// A set is renamed into place one file at a time. A process killed
// outright between the first rename and the last leaves the new versions
// renamed so far, the backups of the files they replaced, and the
// temporary files of the others: rename each backup over its NAME and
// remove the rest to restore the previous set. Temporary files are
// tracked by internal/cleanup, so that a process that a second signal
// ends at once removes them too; a set committed under cleanup.Hold is
// not cut short in its renames.
package atomicfile
