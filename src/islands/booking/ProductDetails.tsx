/**
 * A product's details (SPEC §3): productDetailDesc, or productDesc when it is empty, followed by
 * the POI's refund description. Both arrive sanitised by the gateway (rich text is cleaned before
 * it leaves it), so they are rendered as HTML. Closed by default, a native disclosure.
 */
export interface ProductDetailsProps {
  /** The product's details (HTML), or its plain description. */
  detail: string;
  /** The POI's refund terms (HTML); nothing is shown when empty. */
  refund: string;
  labels: { summary: string; refund: string };
}

export function ProductDetails({ detail, refund, labels }: ProductDetailsProps) {
  if (detail.trim() === '' && refund.trim() === '') return null;
  return (
    <details className="bk-details">
      <summary>{labels.summary}</summary>
      {detail.trim() !== '' && (
        <div className="bk-details-body" dangerouslySetInnerHTML={{ __html: detail }} />
      )}
      {refund.trim() !== '' && (
        <>
          <h3 className="bk-sub">{labels.refund}</h3>
          <div className="bk-details-body" dangerouslySetInnerHTML={{ __html: refund }} />
        </>
      )}
    </details>
  );
}
