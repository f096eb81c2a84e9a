/** A list's states as chips, and All: the pressed one filters the list. */
export function StatusFilter({
  statuses,
  current,
  label,
  onChoose,
}: {
  statuses: readonly string[];
  current: string;
  label: string;
  onChoose: (status: string) => void;
}) {
  return (
    <div className="admin-toolbar">
      <div className="stage-filter" role="group" aria-label={label}>
        {[...statuses, ''].map((value) => (
          <button
            key={value || 'all'}
            type="button"
            className={current === value ? 'chip active' : 'chip'}
            aria-pressed={current === value}
            onClick={() => onChoose(value)}
          >
            {value || 'All'}
          </button>
        ))}
      </div>
    </div>
  );
}
