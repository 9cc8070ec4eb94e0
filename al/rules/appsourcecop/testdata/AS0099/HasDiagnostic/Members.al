enumextension 70000001 "ABC Kind" extends "Sales Line Type"
{
    value(70000000; "ABC Rating") { }
    value([=20=]; "ABC Other") { }
    value([=50001=]; "ABC Per-tenant") { }
}
