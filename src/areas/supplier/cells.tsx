// A table cell the supplier lists share: an image thumbnail ('No Image' without one).

export function Thumbnail({ url, alt }: { url: string | null | undefined; alt: string }) {
  return url ? <img src={url} alt={alt} className="size-10 rounded border border-slate-200 object-cover" /> : <span className="text-xs text-slate-500">No Image</span>;
}
