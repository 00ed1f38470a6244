import { GuestLogin } from "@/components/guests/GuestLogin";

export default function GuestLoginPage() {
  return <GuestLogin />;
}
