namespace Own.Sales;

using Base.Sales;

codeunit 50180 "Own Missing Refs"
{
    TableNo = [="Sales Headers"=];

    var
        Bad: [=Record "Sales Headers"=];
        Helper: [=Codeunit "Type Helpers"=];
        Companies: [=Record Companies=];

    procedure Run()
    begin
        Page.Run(Page::[="No Such Page"=]);
        Codeunit.Run(Codeunit::[=Nothing=]);
        Report.Run(REPORT::[="Sales Invoices"=]);
        if Database::[="Custmer"=] = 0 then;
        Xmlport.Run(XmlPort::[="No Port"=]);
        Message(Format(Query::[="No Query"=]));
        // An enum literal one or two letters off an enum of the dependency.
        if Enum::[="Document Kinds"=]::Quote = Enum::[=DocumentKind=]::Order then;
        if Enum::[="document knd"=].Names().Count() = 0 then;
    end;
}

table 50180 "Own Missing Refs Table"
{
    LookupPageId = [="Customer List"=];
    DrillDownPageId = [=Customers=];

    fields
    {
        field(1; "No."; Code[20]) { TableRelation = [=Custmer=]."No."; }
        field(2; Total; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum([="Sales Headr"=].Amount where("No." = field("No.")));
        }
        field(3; Lines; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count([="Sales Lines"=]);
        }
    }
}

page 50180 "Own Missing Refs Page"
{
    SourceTable = [="Sales Headr"=];
    CardPageId = [="Customer Crd"=];

    layout
    {
        area(Content)
        {
            part(Lines; [="Sales Order Subfrm"=]) { }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Open)
            {
                RunObject = Page [="Customer Cards"=];
            }
            action(Post)
            {
                RunObject = codeunit [="Sales-Post"=];
            }
        }
    }
}

report 50180 "Own Missing Refs Report"
{
    dataset
    {
        dataitem(Header; [="Sales Headr"=])
        {
        }
    }
}

query 50180 "Own Missing Refs Query"
{
    elements
    {
        dataitem(Cust; [=Custmer=])
        {
        }
    }
}

xmlport 50180 "Own Missing Refs Port"
{
    schema
    {
        textelement(Root)
        {
            tableelement(Cust; [=Custmers=])
            {
            }
        }
    }
}

codeunit 50182 "Own Missing Permissions"
{
    Permissions = tabledata Customer = r, tabledata [="Sales Lines"=] = rimd, codeunit [="No Codeunit"=] = X;

    procedure Act()
    begin
    end;
}

page 50182 "Own Missing Access"
{
    actions
    {
        area(Processing)
        {
            action(Act)
            {
                AccessByPermission = TableData [="Sales Headr"=] = R;
            }
        }
    }
}
