package fraud

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

func structureUnreadable(e *env) *result.Finding {
	if e.structErr == "" {
		return nil
	}
	return newFinding("structure_unreadable", 0,
		"The file's structure could not be read, so its metadata and edit history could not be checked.",
		map[string]any{"error": e.structErr})
}

type producerSource struct {
	field, value string
}

func (e *env) producerSources() []producerSource {
	if e.st == nil {
		return nil
	}
	var out []producerSource
	add := func(field, v string) {
		if v != "" {
			out = append(out, producerSource{field, v})
		}
	}
	i, x := e.st.Info, e.st.XMP
	add("info.producer", i.Producer)
	add("info.creator", i.Creator)
	add("xmp.producer", x.Producer)
	add("xmp.creator_tool", x.CreatorTool)
	for _, h := range x.History {
		add("xmp.history", h.Agent)
	}
	return out
}

// producerSignal reports tools of one class in any producer field.
func producerSignal(class, code string) signal {
	return func(e *env) *result.Finding {
		var hits []map[string]any
		tools := map[string]bool{}
		srcs := e.producerSources()
		for _, s := range srcs {
			c, name := classify(s.value)
			// LibreOffice writes "Draw" or "Writer" as the creator and
			// "LibreOffice x.y" as the producer.
			if s.field == "info.creator" && strings.EqualFold(s.value, "draw") && e.st != nil &&
				strings.Contains(strings.ToLower(e.st.Info.Producer), "libreoffice") {
				c, name = classEditor, "LibreOffice Draw"
			}
			if c != class {
				continue
			}
			hits = append(hits, map[string]any{"field": s.field, "value": s.value})
			tools[name] = true
		}
		if class == classWordProcessor {
			// Draw is LibreOffice's PDF editor, not its word processor.
			for _, s := range srcs {
				if s.field == "info.creator" && strings.EqualFold(s.value, "draw") {
					return nil
				}
			}
		}
		if len(hits) == 0 {
			return nil
		}
		names := sortedKeys(tools)
		var msg string
		switch class {
		case classEditor:
			msg = fmt.Sprintf("The file was produced or saved by %s, a PDF editing tool; banks do not produce statements with it.", strings.Join(names, ", "))
		case classWordProcessor:
			msg = fmt.Sprintf("The file was made with %s, a word processor or office suite; banks do not produce statements with it.", strings.Join(names, ", "))
		default:
			msg = fmt.Sprintf("The file was printed to PDF with %s rather than downloaded as the bank produced it.", strings.Join(names, ", "))
		}
		f := newFinding(code, 0, msg, map[string]any{"tools": names, "fields": hits})
		if class == classEditor && toolkitPass(names, e.st.Writer) {
			f.Weight = toolkitPassWeight
			f.Message = fmt.Sprintf("The file was last saved by %s, an online PDF toolkit that unlocks, compresses and merges statements as well as editing them (its own writer wrote the file); banks do not produce statements with it. Not by itself evidence that the content was changed.", strings.Join(names, ", "))
			f.Evidence["toolkit_pass"] = true
		}
		return f
	}
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func metadataStripped(e *env) *result.Finding {
	if e.st == nil {
		return nil
	}
	i, x := e.st.Info, e.st.XMP
	if i.Producer != "" || i.Creator != "" || i.CreatedRaw != "" || i.ModifiedRaw != "" ||
		x.Producer != "" || x.CreatorTool != "" || !x.Created.IsZero() {
		return nil
	}
	return newFinding("metadata_stripped", 0,
		"The file carries no producer, creator or dates: its metadata was removed, which hides the software that last wrote it.",
		map[string]any{"info_dictionary": i.Present, "xmp": x.Present})
}

// created and modified return the document's dates: the information
// dictionary's, else XMP's.
func (e *env) created() time.Time {
	if e.st == nil {
		return time.Time{}
	}
	if !e.st.Info.Created.IsZero() {
		return e.st.Info.Created
	}
	return e.st.XMP.Created
}

func (e *env) modified() time.Time {
	if e.st == nil {
		return time.Time{}
	}
	if !e.st.Info.Modified.IsZero() {
		return e.st.Info.Modified
	}
	return e.st.XMP.Modified
}

func normProducer(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }

// dateSlack absorbs the seconds a producer takes between writing the two
// dates, and rounding between the information dictionary and XMP.
const dateSlack = 5 * time.Minute

func metadataMismatch(e *env) *result.Finding {
	if e.st == nil || !e.st.XMP.Present || !e.st.Info.Present {
		return nil
	}
	i, x := e.st.Info, e.st.XMP
	var diffs []map[string]any
	if a, b := normProducer(i.Producer), normProducer(x.Producer); a != "" && b != "" && !strings.Contains(a, b) && !strings.Contains(b, a) {
		diffs = append(diffs, map[string]any{"field": "producer", "info": i.Producer, "xmp": x.Producer})
	}
	far := func(a, b time.Time) bool {
		return !a.IsZero() && !b.IsZero() && (a.Sub(b) > dateSlack || b.Sub(a) > dateSlack)
	}
	if far(i.Created, x.Created) {
		diffs = append(diffs, map[string]any{"field": "creation_date", "info": i.Created.Format(time.RFC3339), "xmp": x.Created.Format(time.RFC3339)})
	}
	if far(i.Modified, x.Modified) {
		diffs = append(diffs, map[string]any{"field": "modification_date", "info": i.Modified.Format(time.RFC3339), "xmp": x.Modified.Format(time.RFC3339)})
	}
	if len(diffs) == 0 {
		return nil
	}
	return newFinding("metadata_mismatch", 0,
		"The information dictionary and the XMP metadata disagree: a tool rewrote one of them without the other.",
		map[string]any{"differences": diffs})
}

func modifiedAfterCreation(e *env) *result.Finding {
	c, m := e.created(), e.modified()
	if c.IsZero() || m.IsZero() || m.Sub(c) <= dateSlack {
		return nil
	}
	if e.templateCreated() {
		f := newFinding("modified_after_creation", 0,
			fmt.Sprintf("The file was modified %s after it was created; its creation date precedes the statement's period by more than a year, so it is the date of the template the statement was generated from, and the modification date is when the statement was written.", humanDuration(m.Sub(c))),
			map[string]any{"created": c.Format(time.RFC3339), "modified": m.Format(time.RFC3339), "template_created": true})
		f.Weight = provenanceAlone
		return f
	}
	return newFinding("modified_after_creation", 0,
		fmt.Sprintf("The file was modified %s after it was created.", humanDuration(m.Sub(c))),
		map[string]any{"created": c.Format(time.RFC3339), "modified": m.Format(time.RFC3339)})
}

// templateAge is how long before its period a statement's file cannot
// have been created for it.
const templateAge = 365 * 24 * time.Hour

// templateCreated reports a file whose creation date is a template's: it
// precedes the statement's period by more than a year, and the file was
// last written on or after the period's end. Libraries that generate
// documents by filling a word-processing template keep the template's
// creation date and stamp the modification date when they write the
// statement (a bank's intraday printout of the field2 set: Aspose.Words
// from a Word template, created 2012, written the day its 2026 period
// ended). Such a file's dates say when the template was made and when
// the statement was written, not that anyone edited it after the bank:
// the creation date is no evidence of a statement made before its
// period ended, and the modification is provenance. An edit after the
// bank wrote it moves the modification date on, but leaves the tool's
// traces (a producer, an incremental update) that their own signals
// weigh.
func (e *env) templateCreated() bool {
	c, m := e.created(), e.modified()
	if c.IsZero() || m.IsZero() || e.res == nil || e.res.PeriodStart == nil {
		return false
	}
	start, err := time.Parse("2006-01-02", *e.res.PeriodStart)
	end, ok := e.periodEnd()
	if err != nil || !ok {
		return false
	}
	md := time.Date(m.Year(), m.Month(), m.Day(), 0, 0, 0, 0, time.UTC)
	return start.Sub(c) > templateAge && !md.Before(end)
}

func modifiedBeforeCreation(e *env) *result.Finding {
	c, m := e.created(), e.modified()
	if c.IsZero() || m.IsZero() || c.Sub(m) <= dateSlack {
		return nil
	}
	return newFinding("modified_before_creation", 0,
		"The modification date is earlier than the creation date, which no producer writes: the dates were set by hand.",
		map[string]any{"created": c.Format(time.RFC3339), "modified": m.Format(time.RFC3339)})
}

func createdBeforePeriodEnd(e *env) *result.Finding {
	c := e.created()
	end, ok := e.periodEnd()
	if c.IsZero() || !ok {
		return nil
	}
	cd := time.Date(c.Year(), c.Month(), c.Day(), 0, 0, 0, 0, time.UTC)
	if !cd.Before(end) || e.templateCreated() {
		return nil
	}
	return newFinding("created_before_period_end", 0,
		fmt.Sprintf("The file was created on %s, before the statement period it reports ended (%s).", cd.Format("2006-01-02"), end.Format("2006-01-02")),
		map[string]any{"created": c.Format(time.RFC3339), "period_end": end.Format("2006-01-02")})
}

func (e *env) periodEnd() (time.Time, bool) {
	if e.res == nil || e.res.PeriodEnd == nil {
		return time.Time{}, false
	}
	t, err := time.Parse("2006-01-02", *e.res.PeriodEnd)
	return t, err == nil
}

func humanDuration(d time.Duration) string {
	switch {
	case d >= 48*time.Hour:
		return fmt.Sprintf("%d days", int(d.Hours()/24))
	case d >= 2*time.Hour:
		return fmt.Sprintf("%d hours", int(d.Hours()))
	}
	return fmt.Sprintf("%d minutes", int(d.Minutes()))
}

func xmpEditHistory(e *env) *result.Finding {
	if e.st == nil {
		return nil
	}
	var edits []map[string]any
	for _, h := range e.st.XMP.History {
		switch strings.ToLower(h.Action) {
		case "saved", "modified", "edited", "derived", "copied":
			edits = append(edits, map[string]any{"action": h.Action, "agent": h.Agent, "when": h.When})
		}
	}
	if len(edits) == 0 {
		return nil
	}
	return newFinding("xmp_edit_history", 0,
		fmt.Sprintf("The XMP edit history records %d save or edit event(s) after the file was created.", len(edits)),
		map[string]any{"events": edits})
}

// incrementalUpdate reports updates of one kind. A content update outranks
// the others: it is reported even when later updates changed only
// metadata, which a careful forger adds to cover it.
func incrementalUpdate(kind, code string) signal {
	return func(e *env) *result.Finding {
		if e.st == nil || len(e.st.Revisions) < 2 {
			return nil
		}
		updates := e.st.Revisions[1:]
		var matching []map[string]any
		has := map[string]bool{}
		for i, r := range updates {
			has[r.Kind] = true
			if r.Kind == kind {
				matching = append(matching, map[string]any{"update": i + 1, "objects": len(r.Objects), "roles": r.Roles, "xref": r.XRef})
			}
		}
		if len(matching) == 0 || kind == "metadata" && has["content"] || kind == "annotation" && (has["content"] || has["metadata"]) {
			return nil
		}
		last := updates[len(updates)-1].Kind
		ev := map[string]any{"updates": len(updates), "last_update_changed": last, "matching_updates": matching}
		var msg string
		switch kind {
		case "content":
			msg = fmt.Sprintf("The file was saved again after it was created (%d incremental update(s)), and an update changed page content.", len(updates))
		case "metadata":
			msg = fmt.Sprintf("The file was saved again after it was created (%d incremental update(s)) changing only its metadata.", len(updates))
		default:
			msg = fmt.Sprintf("The file was saved again after it was created (%d incremental update(s)) adding annotations or form data.", len(updates))
		}
		return newFinding(code, 0, msg, ev)
	}
}

func mixedXRefStyles(e *env) *result.Finding {
	if e.st == nil || len(e.st.Revisions) < 2 {
		return nil
	}
	styles := map[string]bool{}
	var list []string
	for _, r := range e.st.Revisions {
		s := r.XRef
		if s == "hybrid" {
			s = "table"
		}
		if s == "none" {
			continue
		}
		styles[s] = true
		list = append(list, r.XRef)
	}
	if len(styles) < 2 {
		return nil
	}
	return newFinding("mixed_xref_styles", 0,
		"Sections of the file use different cross-reference styles (tables and streams): more than one program wrote it.",
		map[string]any{"sections": list})
}
