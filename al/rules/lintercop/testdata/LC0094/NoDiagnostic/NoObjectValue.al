tableextension 50133 "LC0094 Vendor Ext" extends Vendor
{
    fields
    {
        field(50100; "LC0094 Rating"; Integer)
        {
            [|AllowInCustomizations = Never;|]
        }
    }
}
