import type { PrivilegeSort } from '@loyalty/contracts';
import { create } from 'zustand';

/**
 * What the privilege screens hold of their own; the lists, details and redemptions they show live in the
 * query cache alone. The main list's choice and the search's words stay while the member opens a detail,
 * so a return shows the same list (SPEC §2 scroll restore).
 */
interface PrivilegeUiState {
  /** SPEC §3 categoryId of the main list, and its subcategory chip. */
  categoryId: number | null;
  subcategoryId: number | null;
  /** The main list's "points I can use" and its order by points (issue 34). */
  isAffordableOnly: boolean;
  sort: PrivilegeSort | null;
  /** The settled words of privilege-search. */
  keyword: string | null;
  /** SPEC §3 storeCode, storeCodeError and storeCodeErrorMessage of the redemption screen's counter form. */
  storeCode: string;
  storeCodeError: boolean;
  storeCodeErrorMessage: string;
}

const INITIAL_STATE: PrivilegeUiState = {
  categoryId: null,
  subcategoryId: null,
  isAffordableOnly: false,
  sort: null,
  keyword: null,
  storeCode: '',
  storeCodeError: false,
  storeCodeErrorMessage: '',
};

export const usePrivilegeUiStore = create<PrivilegeUiState>()(() => INITIAL_STATE);

export function chooseCategory(categoryId: number | null, subcategoryId: number | null): void {
  usePrivilegeUiStore.setState({ categoryId, subcategoryId });
}

export function setAffordableOnly(isAffordableOnly: boolean): void {
  usePrivilegeUiStore.setState({ isAffordableOnly });
}

export function setListSort(sort: PrivilegeSort | null): void {
  usePrivilegeUiStore.setState({ sort });
}

export function setSearchKeyword(keyword: string | null): void {
  usePrivilegeUiStore.setState({ keyword });
}

export function setStoreCode(storeCode: string): void {
  usePrivilegeUiStore.setState({ storeCode });
}

/** A refused store code's message, or null to clear the error. */
export function setStoreCodeError(message: string | null): void {
  usePrivilegeUiStore.setState({ storeCodeError: message !== null, storeCodeErrorMessage: message ?? '' });
}

/** SPEC §4 reset on leaving a redemption: the store code and its error go; the list choices stay. */
export function resetPrivilegeStore(): void {
  usePrivilegeUiStore.setState({ storeCode: '', storeCodeError: false, storeCodeErrorMessage: '' });
}

/** Everything back to its start (a test's fresh page). */
export function clearPrivilegeUiStore(): void {
  usePrivilegeUiStore.setState(INITIAL_STATE);
}
