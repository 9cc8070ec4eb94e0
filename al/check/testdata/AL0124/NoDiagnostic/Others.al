codeunit 50103 "Bar Tests"
{
    Subtype = Test;
    TestPermissions = Disabled;
    SingleInstance = false;
    Permissions = tabledata Customer = r;
}

enum 50104 "Bar Kind" implements "Bar Interface"
{
    Extensible = true;
    DefaultImplementation = "Bar Interface" = "Bar Default";

    value(0; None)
    {
        Caption = 'None';
        Implementation = "Bar Interface" = "Bar None";
    }
}

query 50105 "Bar Query"
{
    QueryType = Normal;
    elements
    {
        dataitem(Customer; Customer)
        {
            DataItemTableFilter = Blocked = const(" ");
            column(No; "No.") { Caption = 'No.'; }
            column(Balance; Balance) { Method = Sum; ReverseSign = true; }
            filter(DateFilter; "Date Filter") { }
        }
    }
}

report 50106 "Bar Report"
{
    UsageCategory = ReportsAndAnalysis;
    ApplicationArea = All;
    DefaultRenderingLayout = Excel;
    dataset
    {
        dataitem(Customer; Customer)
        {
            RequestFilterFields = "No.";
            column(No; "No.") { IncludeCaption = true; }
        }
    }
    requestpage
    {
        SaveValues = true;
        layout
        {
            area(Content)
            {
                field(ShowAll; ShowAll) { ApplicationArea = All; Caption = 'Show all'; }
            }
        }
    }
    rendering
    {
        layout(Excel)
        {
            Type = Excel;
            LayoutFile = 'Bar.xlsx';
            Caption = 'Bar (Excel)';
            Summary = 'Bar as a workbook.';
        }
    }
    labels
    {
        Captoin = 'Not a property: a label';
        ReadOnly = 'Read only', Comment = 'A label too';
    }

    var
        ShowAll: Boolean;
}

xmlport 50107 "Bar Export"
{
    Direction = Export;
    Format = VariableText;
    schema
    {
        textelement(Root)
        {
            tableelement(Customer; Customer)
            {
                MinOccurs = Zero;
                fieldelement(No; Customer."No.") { }
            }
        }
    }
}

controladdin "Bar Addin"
{
    Scripts = 'script.js';
    StartupScript = 'start.js';
    RequestedHeight = 300;
    VerticalStretch = true;
}

permissionset 50108 "Bar Read"
{
    Assignable = true;
    Permissions = tabledata Customer = R;
}
