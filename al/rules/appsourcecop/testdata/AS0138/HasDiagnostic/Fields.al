table 50100 "PTE Item Note"
{
    fields
    {
        field(1; [="Entry No."=]; Integer) { }
        field(2; [=Note=]; Text[100])
        {
            AllowInCustomizations = ToBeClassified;
        }
        field(3; Hidden; Boolean)
        {
            AllowInCustomizations = Never;
        }
    }
}

tableextension 50101 "PTE Customer Ext" extends Customer
{
    AllowInCustomizations = Always;

    fields
    {
        field(50100; [="PTE Rating"=]; Integer) { }
        modify(Name)
        {
            Caption = 'Customer Name';
        }
    }
}
