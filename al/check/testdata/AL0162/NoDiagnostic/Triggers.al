codeunit 50611 "Right Triggers"
{
    trigger OnRun()
    begin
    end;
}

codeunit 50612 "Right Install"
{
    Subtype = Install;

    trigger OnInstallAppPerCompany()
    begin
    end;

    trigger ONINSTALLAPPPERDATABASE()
    begin
    end;
}

codeunit 50613 "Right Upgrade"
{
    Subtype = Upgrade;

    trigger OnUpgradePerCompany()
    begin
    end;

    trigger "OnValidateUpgradePerDatabase"()
    begin
    end;
}

table 50611 "Right Table Triggers"
{
    fields
    {
        field(1; Code; Code[20])
        {
            trigger OnValidate()
            begin
            end;

            trigger OnLookup()
            begin
            end;
        }
    }

    trigger OnInsert()
    begin
    end;

    trigger OnRename()
    begin
    end;
}

tableextension 50611 "Right Table Ext" extends "Right Table Triggers"
{
    fields
    {
        field(50600; Extra; Code[20])
        {
            trigger OnValidate()
            begin
            end;
        }
        modify(Code)
        {
            trigger OnAfterValidate()
            begin
            end;
        }
    }

    trigger OnAfterInsert()
    begin
    end;

    trigger OnModify()
    begin
    end;
}

page 50611 "Right Page Triggers"
{
    SourceTable = "Right Table Triggers";

    layout
    {
        area(Content)
        {
            field(Code; Rec.Code)
            {
                trigger OnDrillDown()
                begin
                end;

                trigger OnAssistEdit()
                begin
                end;

                trigger OnAfterLookup(Selected: RecordRef)
                begin
                end;
            }
            usercontrol(Viewer; "Some AddIn")
            {
                trigger ControlReady()
                begin
                end;
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action(Go)
            {
                trigger OnAction()
                begin
                end;
            }
        }
    }

    trigger OnOpenPage()
    begin
    end;

#if CLEAN25
    trigger OnRun()
    begin
    end;
#endif

    trigger OnAfterGetCurrRecord()
    begin
    end;

    trigger OnQueryClosePage(CloseAction: Action): Boolean
    begin
    end;
}

pageextension 50611 "Right Page Ext" extends "Right Page Triggers"
{
    actions
    {
        modify(Go)
        {
            trigger OnAfterAction()
            begin
            end;
        }
    }

    trigger OnAfterGetRecord()
    begin
    end;
}

report 50611 "Right Report Triggers"
{
    dataset
    {
        dataitem(Item; "Right Table Triggers")
        {
            trigger OnPreDataItem()
            begin
            end;

            trigger onaftergetrecord()
            begin
            end;

            dataitem(Lines; "Right Table Triggers")
            {
                trigger OnPostDataItem()
                begin
                end;
            }
        }
    }

    requestpage
    {
        trigger OnOpenPage()
        begin
        end;
    }

    trigger OnPreReport()
    begin
    end;
}

xmlport 50611 "Right XmlPort Triggers"
{
    trigger OnPreXmlPort()
    begin
    end;
}

query 50611 "Right Query Triggers"
{
    trigger OnBeforeOpen()
    begin
    end;
}

codeunit 50614 "Right Event Triggers"
{
    var
        [WithEvents]
        Receiver: DotNet NetReceiver;

    trigger Receiver::OnEventReceived(sender: Variant; e: DotNet NetEventArgs)
    begin
    end;
}

query 50612 "Right Query DataItems"
{
    elements
    {
        dataitem(Item; "Right Table Triggers")
        {
            column(Code; Code) { }
        }
    }
}

reportextension 50611 "Right Report Ext" extends "Right Report Triggers"
{
    dataset
    {
        modify(Item)
        {
            trigger OnBeforeAfterGetRecord()
            begin
            end;
        }
    }

    trigger OnPreReport()
    begin
    end;
}

xmlport 50613 "Right Node Triggers"
{
    schema
    {
        textelement(Root)
        {
            trigger OnBeforePassVariable()
            begin
            end;

            tableelement(Item; "Right Table Triggers")
            {
                trigger OnPreXmlItem()
                begin
                end;

                trigger OnBeforeInsertRecord()
                begin
                end;

                fieldelement(Code; Item.Code)
                {
                    trigger OnAfterAssignField()
                    begin
                    end;
                }
                textattribute(Note)
                {
                    trigger OnAfterAssignVariable()
                    begin
                    end;
                }
            }
        }
    }
}
