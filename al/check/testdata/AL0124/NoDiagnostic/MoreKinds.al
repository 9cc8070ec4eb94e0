namespace Bar.More;

interface "Bar Interface"
{
    Access = Public;
    ObsoleteState = Pending;
    ObsoleteReason = 'Use the next version.';
    ObsoleteTag = '27.0';

    procedure Run();
}

entitlement "Bar Entitlement"
{
    Type = PerUserServicePlan;
    Id = '00000000-0000-0000-0000-000000000001';
    ObjectEntitlements = "Bar Read";
}

permissionsetextension 50110 "Bar Read Ext" extends "Bar Read"
{
    IncludedPermissionSets = "Bar Base";
    Permissions = tabledata "Bar Setup" = R;
}

reportextension 50111 "Bar Report Ext" extends "Bar Report"
{
    RDLCLayout = 'BarExt.rdlc';
    dataset
    {
        add(Customer)
        {
            column(Bar_Name; Name) { IncludeCaption = true; }
        }
        modify(Customer)
        {
            RequestFilterFields = "No.";
        }
    }
    rendering
    {
        layout(Ext) { Type = RDLC; LayoutFile = 'BarExt.rdlc'; }
    }
}

profileextension "Bar Profile Ext" extends "Bar Profile"
{
    Enabled = false;
}

page 50112 "Bar Wizard"
{
    PageType = NavigatePage;
    Caption = 'Bar Wizard';
#if CLEAN99
    SourceTabel = Customer;
#else
    SourceTableTemporary = true;
#endif

    layout
    {
        area(Content)
        {
            group(Step1)
            {
                ShowCaption = false;
                Visible = Step1Visible;
                cuegroup(Cues)
                {
                    CuegroupLayout = Wide;
                    field(Count; 1) { ApplicationArea = All; DrillDownPageId = "Bar List"; }
                }
            }
        }
    }

    var
        Step1Visible: Boolean;
}
