namespace Own.Sales;

using Base.Sales;
using System.Reflection;

codeunit 50181 "Own Found Refs"
{
    TableNo = "Sales Header";

    var
        Header: Record "Sales Header";
        Objects: Record AllObjWithCaption;
        Company: Record Company;
        UserRec: Record User temporary;
        Dates: Record Date;
        Numbers: Record "Integer";
        Fields: Record Field;
        Media: Record "Tenant Media";
        Status: Enum "Report Layout Status";
        ById: Record 2000000006;
        Card: Page "Customer Card";
        Kind: Enum "Document Kind";

    procedure Run()
    var
        Page: Option Page,Report;
        Id: Integer;
    begin
        Page.Run(Page::"Customer Card");
        Id := Database::Customer;
        Id := Database::"Sales Header";
        Id := DATABASE::Company;
        Id := Database::2000000006;
        Id := Page::"customer card";
        Id := Report::"Sales Invoice";
        if Page = Page::Report then;
        Id := Database::Microsoft.Sales.Customer;
        with Header do
            Id := Page::"Anything";
        // Enums the platform may declare that alfix's list does not know:
        // no known enum is near their names.
        if Enum::FeedbackQuestionType::Rating = Enum::"Agent Task Billing Context"::Task then;
        if Enum::"Some Platform Enum".Names().Count() = 0 then;
        Kind := Enum::"Document Kind"::Quote;
    end;
}

table 50181 "Own Found Refs Table"
{
    LookupPageId = "Customer Card";
    DrillDownPageId = 21;

    fields
    {
        field(1; "No."; Code[20]) { TableRelation = Customer."No."; }
        field(2; Total; Decimal)
        {
            FieldClass = FlowField;
            CalcFormula = sum("Sales Header".Amount where("No." = field("No.")));
        }
        field(3; Lines; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count(Customer);
        }
        field(4; Other; Integer)
        {
            FieldClass = FlowField;
            CalcFormula = count(Other.Namespace."Other Table");
        }
        field(5; "User Name"; Code[50]) { TableRelation = User."User Name"; }
    }
}

page 50181 "Own Found Refs Page"
{
    SourceTable = Customer;
    CardPageId = "Customer Card";

    layout
    {
        area(Content)
        {
            part(Card; "Customer Card") { }
            part(Other; Other.Pages."Some Page") { }
            systempart(Links; Links) { }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Open)
            {
                RunObject = Page "Customer Card";
            }
            action(Objects)
            {
                RunObject = Codeunit "Company Triggers";
            }
            action(Run)
            {
                RunObject = report "Sales Invoice";
            }
        }
    }
}

report 50181 "Own Found Refs Report"
{
    dataset
    {
        dataitem(Header; "Sales Header")
        {
            dataitem(Numbers; "Integer")
            {
            }
        }
        dataitem(Other; Other.Namespace."Some Table")
        {
        }
    }
}

query 50181 "Own Found Refs Query"
{
    elements
    {
        dataitem(Cust; customer)
        {
        }
    }
}

codeunit 50182 "Own Found Permissions"
{
    Permissions = tabledata Customer = r, tabledata "Sales Header" = rimd, tabledata Company = r,
        tabledata "Tenant Media" = rm, tabledata 2000000006 = r, tabledata Other.Namespace."Some Table" = r;
}

page 50182 "Own Found Access"
{
    actions
    {
        area(Processing)
        {
            action(Act)
            {
                AccessByPermission = TableData "Sales Header" = R;
            }
        }
    }
}
