import * as Avatar from 'radix-ui/avatar';
import { cn } from '@/lib/cn';
import type { TUser } from '@/lib/auth';
import { getInitials } from '../user-display';

/** Profile photo, or the user's initials when there is none or it fails to load. */
export function UserAvatar({ user, className }: { user: TUser; className?: string }) {
  return (
    <Avatar.Root
      className={cn(
        'inline-flex size-9 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-orange-100 align-middle',
        className,
      )}
    >
      {user.profileImage && (
        <Avatar.Image src={user.profileImage} alt="" width={36} height={36} className="size-full object-cover" />
      )}
      <Avatar.Fallback
        className="flex size-full items-center justify-center text-sm font-semibold text-orange-800"
        data-testid="user-initials"
        delayMs={user.profileImage ? 400 : 0}
      >
        {getInitials(user)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
