tableextension 70000000 "ABC Customer" extends Customer
{
    fields
    {
        field([=50100=]; "ABC Outside"; Integer) { DataClassification = CustomerContent; }
        field([=50005=]; "ABC Per-tenant"; Integer) { DataClassification = CustomerContent; }
        field(70000001; "ABC Inside"; Integer) { DataClassification = CustomerContent; }
        field([=70000100=]; "ABC Just After"; Integer) { DataClassification = CustomerContent; }
    }
}
