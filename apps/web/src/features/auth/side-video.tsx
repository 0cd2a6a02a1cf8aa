import { BackgroundVideo } from '../../components/ui/background-video';

/** The decorative loop beside the registration form on medium and larger screens. */
export function SideVideo() {
  return (
    <div aria-hidden="true" className="hidden md:block">
      <BackgroundVideo
        name="registration-loop"
        width={480}
        height={640}
        className="h-full max-h-[40rem] w-full rounded-2xl shadow-sm"
      />
    </div>
  );
}
