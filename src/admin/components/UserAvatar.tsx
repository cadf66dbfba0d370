/** A profile image, or the initials on a coloured circle when there is none. */
export function UserAvatar({ name, image, size = 32 }: { name: string; image: string | null; size?: number }) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join('') || '?';
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (image) return <img className="avatar" src={image} alt="" width={size} height={size} style={style} />;
  return (
    <span className="avatar avatar--initials" style={style} aria-hidden="true">
      {initials}
    </span>
  );
}
