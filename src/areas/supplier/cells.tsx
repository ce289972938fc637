// Table cells the supplier lists share: an image thumbnail ('No Image' without one) and the
// Active / Inactive badge.

export function Thumbnail({ url, alt }: { url: string | null | undefined; alt: string }) {
  return url ? <img src={url} alt={alt} className="size-10 rounded border border-slate-200 object-cover" /> : <span className="text-xs text-slate-500">No Image</span>;
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
