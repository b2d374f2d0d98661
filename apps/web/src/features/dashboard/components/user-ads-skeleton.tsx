import { Skeleton } from '@/components/ui/skeleton';

/** Row-shaped placeholders while the owner's ads load, so the page does not jump. */
export function UserAdsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex gap-3 p-4">
          <Skeleton className="size-16 shrink-0 sm:size-20" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
