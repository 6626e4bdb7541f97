export default function LegalPage() {
  return <div>Legal</div>;
}
