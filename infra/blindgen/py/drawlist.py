"""Print a blindgen drawing list (JSON on stdin) with ReportLab or cairo.

Usage: drawlist.py reportlab|cairo OUT.pdf < doc.json

The layout is decided by the Go generator; this script only draws text
runs, lines and rectangles at the positions it is given (origin top left,
PDF points), so both producers print the same statement.
"""
import datetime
import json
import os
import sys


def reportlab_print(doc, out):
    from reportlab.pdfgen import canvas

    meta = doc["Meta"]
    c = canvas.Canvas(out, pagesize=(doc["W"], doc["H"]), pageCompression=1)
    c.setTitle(meta["Title"])
    c.setAuthor(meta["Author"])
    c.setSubject(meta["Subject"])
    c.setCreator(meta["Creator"])
    h = doc["H"]
    for page in doc["Pages"]:
        for it in page["Items"] or []:
            g = it["Gray"]
            if it["Kind"] == 0:
                c.setFillGray(g)
                c.setFont(it["Font"], it["Size"])
                c.drawString(it["X"], h - it["Y"], it["Text"])
            elif it["Kind"] == 1:
                c.setStrokeGray(g)
                c.setLineWidth(it["LineW"])
                c.line(it["X"], h - it["Y"], it["X2"], h - it["Y2"])
            else:
                if it["Stroke"]:
                    c.setStrokeGray(g)
                    c.setLineWidth(it["LineW"])
                    c.rect(it["X"], h - it["Y"] - it["H"], it["W"], it["H"], stroke=1, fill=0)
                else:
                    c.setFillGray(g)
                    c.rect(it["X"], h - it["Y"] - it["H"], it["W"], it["H"], stroke=0, fill=1)
        c.showPage()
    c.save()


CAIRO_FACES = {
    "Helvetica": "Liberation Sans",
    "Times": "Liberation Serif",
    "Courier": "Liberation Mono",
}


def cairo_print(doc, out):
    import cairo

    meta = doc["Meta"]
    s = cairo.PDFSurface(out, doc["W"], doc["H"])
    s.set_metadata(cairo.PDFMetadata.TITLE, meta["Title"])
    s.set_metadata(cairo.PDFMetadata.AUTHOR, meta["Author"])
    s.set_metadata(cairo.PDFMetadata.SUBJECT, meta["Subject"])
    s.set_metadata(cairo.PDFMetadata.CREATOR, meta["Creator"])
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", "0"))
    stamp = datetime.datetime.fromtimestamp(epoch, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    s.set_metadata(cairo.PDFMetadata.CREATE_DATE, stamp)
    s.set_metadata(cairo.PDFMetadata.MOD_DATE, stamp)
    ctx = cairo.Context(s)
    for page in doc["Pages"]:
        for it in page["Items"] or []:
            g = it["Gray"]
            ctx.set_source_rgb(g, g, g)
            if it["Kind"] == 0:
                name = it["Font"]
                face = CAIRO_FACES[name.split("-")[0]]
                weight = cairo.FONT_WEIGHT_BOLD if "Bold" in name else cairo.FONT_WEIGHT_NORMAL
                slant = cairo.FONT_SLANT_ITALIC if ("Oblique" in name or "Italic" in name) else cairo.FONT_SLANT_NORMAL
                ctx.select_font_face(face, slant, weight)
                ctx.set_font_size(it["Size"])
                ctx.move_to(it["X"], it["Y"])
                ctx.show_text(it["Text"])
                ctx.new_path()
            elif it["Kind"] == 1:
                ctx.set_line_width(it["LineW"])
                ctx.move_to(it["X"], it["Y"])
                ctx.line_to(it["X2"], it["Y2"])
                ctx.stroke()
            else:
                ctx.rectangle(it["X"], it["Y"], it["W"], it["H"])
                if it["Stroke"]:
                    ctx.set_line_width(it["LineW"])
                    ctx.stroke()
                else:
                    ctx.fill()
        ctx.show_page()
    s.finish()


def main():
    producer, out = sys.argv[1], sys.argv[2]
    doc = json.load(sys.stdin)
    if producer == "reportlab":
        reportlab_print(doc, out)
    elif producer == "cairo":
        cairo_print(doc, out)
    else:
        sys.exit("unknown producer " + producer)


if __name__ == "__main__":
    main()
