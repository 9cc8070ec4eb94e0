pageextension 50101 "Bar Customer Card" extends "Customer Card"
{
    layout
    {
        modify(Name)
        {
            Caption = 'Name';
            Visible = false;
            ShowMandatory = true;
        }
        addafter(Name)
        {
            field("Bar Priority"; Rec."Bar Priority") { ApplicationArea = All; }
        }
    }
    actions
    {
        modify(Post)
        {
            Promoted = true;
            Enabled = false;
        }
    }
}

tableextension 50102 "Bar Customer" extends Customer
{
    fields
    {
        modify("Name 2")
        {
            Caption = 'Second name';
            TableRelation = "Bar Setup";
        }
        field(50100; "Bar Priority"; Integer)
        {
            Caption = 'Bar Priority';
            DataClassification = CustomerContent;
        }
    }
}

pagecustomization "Bar Customization" customizes "Customer Card"
{
    ClearActions = true;
    layout
    {
        modify(Name) { Visible = false; }
    }
}

profile "Bar Profile"
{
    Caption = 'Bar';
    RoleCenter = "Bar Role Center";
    Customizations = "Bar Customization";
}

enumextension 50103 "Bar Kind Ext" extends "Bar Kind"
{
    value(10; Extra) { Caption = 'Extra'; }
}

pageextension 50103 "Bar Customer List" extends "Customer List"
{
    Caption = 'Customers';
    CaptionML = ENU = 'Customers';
    AboutTitle = 'About customers';
    AboutText = 'Customers buy.';
    AdditionalSearchTerms = 'clients';
    ContextSensitiveHelpPage = 'sales-customers';
    DataCaptionExpression = Rec.Name;
    DataCaptionFields = "No.";
    CardPageId = "Customer Card";
    Editable = false;
    InsertAllowed = false;
    ModifyAllowed = false;
    DeleteAllowed = false;
    PromotedActionCategories = 'New,Process,Report';
    ObsoleteState = Pending;
    ObsoleteReason = 'Replaced.';
    ObsoleteTag = '26.0';
#if CLEAN26
    UsageCategory = Lists;
#endif
}

reportextension 50104 "Bar Statement" extends "Customer Statement"
{
    Caption = 'Statement';
    RDLCLayout = 'Bar.rdlc';
    WordLayout = 'Bar.docx';
    ExcelLayout = 'Bar.xlsx';
    AdditionalSearchTerms = 'balance';
    ApplicationArea = All;
    ToolTip = 'Prints a statement.';
}

tableextension 50105 "Bar Vendor" extends Vendor
{
    // A table's own property: AL0404's.
    DataPerCompany = false;
}
