import { ChevronDownIcon } from './header-icons';

/** The menu button's face, the same before and after the menu's code loads. */
export function ProfileButtonFace({ fullName, initials }: { fullName: string; initials: string }) {
  return (
    <>
      <span className="app-header__avatar" aria-hidden="true">
        {initials}
      </span>
      <span className="app-header__name">{fullName}</span>
      <ChevronDownIcon />
    </>
  );
}
