import { useEffect, useState } from "react";
import { fetchGoals } from "~/admin/api";

/**
 * The goals that are no conversion, as the goal breakdown names them (a built-in goal's key, a custom goal's name),
 * loaded again with every `revision` (a goal an admin changed). None until they are loaded, or if they cannot be:
 * the rows then carry no mark rather than a wrong one.
 */
export function useNonConversions(revision: number): ReadonlySet<string> {
  const [names, setNames] = useState<ReadonlySet<string>>(new Set());
  // A new `revision` is a reason to load again, though the request does not name it.
  useEffect(() => {
    let current = true;
    fetchGoals().then(
      ({ goals, builtIn }) => {
        if (!current) return;
        const named = [...builtIn.map(({ goal, conversion }) => ({ name: goal, conversion })), ...goals];
        setNames(new Set(named.filter((goal) => !goal.conversion).map((goal) => goal.name)));
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [revision]);
  return names;
}
