import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryClient } from '../../lib/api/query.ts';
import { fileQuery } from '../../lib/messages/api.ts';

/**
 * A stored image of the caller, fetched with the login token from the object-storage site and
 * shown through an object URL; an empty square with the same name until it is there.
 */
export function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const blob = useQuery(fileQuery(url), queryClient);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const objectUrl = URL.createObjectURL(blob.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);
  if (src === null)
    return <span className="msg-thumb msg-thumb-empty" role="img" aria-label={alt} />;
  return <img className="msg-thumb" src={src} alt={alt} width={72} height={72} />;
}
