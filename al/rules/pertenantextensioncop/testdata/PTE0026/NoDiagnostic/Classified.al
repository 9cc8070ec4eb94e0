table 50102 "PTE Setup Entry"
{
    AllowInCustomizations = AsReadOnly;

    fields
    {
        field(1; "Code"; Code[20]) { }
        field(2; Secret; Text[250])
        {
            AllowInCustomizations = Never;
        }
        field(3; Retired; Integer)
        {
            ObsoleteState = Removed;
            ObsoleteReason = 'Not used.';
        }
    }
}
