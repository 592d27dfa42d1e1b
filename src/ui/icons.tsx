import type { SVGProps } from "react";

// Small stroke icons, decorative: the element that holds one carries the accessible text.
type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function Icon({ className = "h-4 w-4", d, ...rest }: IconProps & { d: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

export const ExternalIcon = (props: IconProps) => (
  <Icon d="M10 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4M14 4h6m0 0v6m0-6L10 14" {...props} />
);
export const LinkIcon = (props: IconProps) => (
  <Icon
    d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1"
    {...props}
  />
);
export const CheckIcon = (props: IconProps) => <Icon d="M5 13l4 4L19 7" {...props} />;
export const ArrowRightIcon = (props: IconProps) => <Icon d="M13 7l5 5m0 0l-5 5m5-5H6" {...props} />;
export const CalendarIcon = (props: IconProps) => (
  <Icon d="M8 7V3m8 4V3m-9 8h10M5 21h14a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2z" {...props} />
);
export const ChevronDownIcon = (props: IconProps) => <Icon d="M19 9l-7 7-7-7" {...props} />;
export const ChatIcon = (props: IconProps) => (
  <Icon d="M8 10h8M8 14h5m-9 6l2.5-3H18a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H6a3 3 0 0 0-3 3v7a3 3 0 0 0 1 2.2z" {...props} />
);
export const DocumentIcon = (props: IconProps) => (
  <Icon d="M9 13h6m-6 4h6M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zm0 0v5h5" {...props} />
);
export const InfoIcon = (props: IconProps) => (
  <Icon d="M12 16v-4m0-4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0z" {...props} />
);
export const WarningIcon = (props: IconProps) => (
  <Icon d="M12 9v4m0 4h.01M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" {...props} />
);

export function StarIcon({ filled, className = "h-4 w-4" }: { filled: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
    >
      <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
    </svg>
  );
}
