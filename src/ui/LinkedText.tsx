import { Fragment } from "react";
import { parseInlineLinks } from "~/domain/text/inlineLinks";
import { ExternalLink } from "./ExternalLink";

/** Prose with '[label](url)' links; only http(s) links become anchors, opened in a new tab. */
export function LinkedText({ text, linkClassName }: { text: string; linkClassName: string }) {
  return (
    <>
      {parseInlineLinks(text).map((segment, index) =>
        segment.kind === "link" ? (
          <ExternalLink key={index} href={segment.url} className={linkClassName}>
            {segment.label}
          </ExternalLink>
        ) : (
          // A bare text node: a span per run of prose costs thousands of elements on an upgrade page.
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
