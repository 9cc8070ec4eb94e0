table [=50150=] "Out Of Range"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }
}

codeunit [=69999=] "Just Below"
{
}

tableextension [=18=] "Low Ext" extends Customer
{
}
