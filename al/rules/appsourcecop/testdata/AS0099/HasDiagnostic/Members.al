table 70000000 "ABC Rating"
{
    DataClassification = CustomerContent;

    fields
    {
        field([=1=]; "No."; Code[20]) { }
        field(70000001; Score; Integer) { }
        field([=50001=]; Legacy; Integer) { }
    }
}

enumextension 70000001 "ABC Kind" extends "Sales Line Type"
{
    value(70000000; "ABC Rating") { }
    value([=20=]; "ABC Other") { }
}
