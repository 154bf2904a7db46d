export {
  connectPhoneDropdown,
  type PhoneDropdownApi,
  type PhoneDropdownConnectOptions,
  type PhoneDropdownWords,
  phoneDropdownDom,
} from './phone-dropdown-connect.ts'
export {
  type HighlightKey,
  movedHighlight,
  PHONE_DROPDOWN_MIN_SPACE_BELOW_PX,
  PHONE_DROPDOWN_TYPEAHEAD_RESET_MS,
  type PhoneDropdownContext,
  type PhoneDropdownEmitted,
  type PhoneDropdownEvent,
  type PhoneDropdownInput,
  type PhoneDropdownMachine,
  type PhoneDropdownPlacement,
  phoneDropdownMachine,
  placementFor,
} from './phone-dropdown-machine.ts'
