tableextension 50131 "LC0094 Customer Ext" extends Customer
{
    AllowInCustomizations = AsReadOnly;

    fields
    {
        field(50100; "LC0094 Score"; Integer)
        {
            [=AllowInCustomizations = AsReadOnly;=]
        }
    }
}
