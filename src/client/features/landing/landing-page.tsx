export default function LandingPage() {
  return <div>Website Works</div>;
}
