// Package atomicfile writes files so that a reader never sees one half
// written: each is written to a temporary file beside its final name,
// synced, and renamed over that name. It writes single files (WriteFile,
// Create) and sets of files that replace their previous versions all
// together or not at all (Files).
//
// # Names
//
// A temporary file is named ".NAME.beebatch-RANDOM.tmp" and the backup of
// a file being replaced ".NAME.beebatch-RANDOM.old", in the same
// directory as NAME; where such a name would be longer than a file name
// may be, NAME is left out of it. Both are created with O_EXCL, so they
// never take the place of a file of the user's, and both are removed on
// every path that returns, success or failure.
//
// # Modes
//
// A file written here gets the mode of any new file, 0666 less the
// process's umask (and a directory's default ACL, where there is one), as
// with os.Create; it does not keep the mode of the file it replaces.
//
// # What a crash leaves
//
// A rename is atomic, and the directory is synced after it, so a single
// file is either the old one or the new one, even across a power loss.
// A set of files (Files.Commit) is renamed into place one file at a time.
// If the process is killed outright (SIGKILL, a power loss) between the
// first rename and the last, nothing runs to roll back: the directory
// then holds the new versions of the files renamed so far, the previous
// versions of the others, the backups (".NAME.beebatch-*.old") of the
// files already replaced, which hold their previous versions, and the
// temporary files (".NAME.beebatch-*.tmp") of the files not yet renamed.
// To restore the previous set by hand, rename each backup over its NAME,
// remove each NAME of the set that has no backup and did not exist
// before, and remove the temporary files. A kill before the first rename
// leaves only temporary files and backups, and the visible files as they
// were; a kill after the last leaves the new set and perhaps backups.
// SIGINT, SIGTERM and SIGHUP are not kills: callers catch them and call
// Files.Abort, which removes everything but the visible files. Temporary
// files are tracked by internal/cleanup, so that a process that a second
// signal ends at once removes them too (cleanup.RemoveAll); a caller that
// commits a set under cleanup.Hold is not cut short in its renames.
package atomicfile
