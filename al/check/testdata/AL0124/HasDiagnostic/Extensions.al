pageextension 50101 "Bar Customer Card" extends "Customer Card"
{
    layout
    {
        modify(Name)
        {
            [=Captoin=] = 'Name';
        }
        addafter(Name)
        {
            field("Bar Priority"; Rec."Bar Priority")
            {
                [=READONLY=] = true;
            }
        }
    }
}

tableextension 50102 "Bar Customer" extends Customer
{
    fields
    {
        modify("Name 2")
        {
            [=Mandatory=] = true;
        }
    }
}

pageextension 50103 "Bar Customer List" extends "Customer List"
{
    [=PageType=] = List;
    [=UsageCategory=] = Lists;
    [=SourceTable=] = Customer;
    Caption = 'Customers';
}

reportextension 50104 "Bar Statement" extends "Customer Statement"
{
    [=ProcessingOnly=] = true;
    [=UsageCategory=] = ReportsAndAnalysis;
    RDLCLayout = 'Bar.rdlc';
}

tableextension 50105 "Bar Vendor" extends Vendor
{
    [=Captoin=] = 'Vendor';
}
