import { useNavigation } from "react-router";

/**
 * True while the page's form is being posted to `action` (a path the page's language has
 * localized): its button then shows its busy words and cannot send it twice.
 */
export function useSubmittingTo(action: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && Boolean(navigation.formAction?.startsWith(action));
}
