tableextension 50137 "LC0094 Fix All" extends Item
{
    AllowInCustomizations = AsReadOnly;

    fields
    {
        field(50100; "LC0094 A"; Integer)
        {
            Caption = 'LC0094 A';
        }
        field(50101; "LC0094 B"; Integer)
        {
        }
    }
}
