codeunit 50610 "Wrong Triggers"
{
    trigger [=OnRunX=]()
    begin
    end;

    trigger [=OnOpenPage=]()
    begin
    end;
}

table 50610 "Wrong Table Triggers"
{
    fields
    {
        field(1; Code; Code[20])
        {
            trigger [=OnAfterValidate=]()
            begin
            end;

            trigger [=OnDrillDown=]()
            begin
            end;
        }
    }

    trigger [=OnBeforeInsert=]()
    begin
    end;

    trigger [=oninsertrecord=]()
    begin
    end;
}

page 50610 "Wrong Page Triggers"
{
    SourceTable = "Wrong Table Triggers";

    layout
    {
        area(Content)
        {
            field(Code; Rec.Code)
            {
                trigger [=OnAction=]()
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
                trigger [=OnValidate=]()
                begin
                end;
            }
        }
    }

    trigger [=OnInsert=]()
    begin
    end;
}

report 50610 "Wrong Report Triggers"
{
    trigger [=OnOpenReport=]()
    begin
    end;
}

xmlport 50610 "Wrong XmlPort Triggers"
{
    trigger [=OnPreReport=]()
    begin
    end;
}

query 50610 "Wrong Query Triggers"
{
    trigger [=OnAfterOpen=]()
    begin
    end;
}

tableextension 50610 "Wrong Table Ext Triggers" extends "Wrong Table Triggers"
{
    trigger [=OnBeforeValidate=]()
    begin
    end;
}

report 50612 "Wrong DataItem Triggers"
{
    dataset
    {
        dataitem(Header; "Wrong Table Triggers")
        {
            trigger [=OnPreReport=]()
            begin
            end;

            dataitem(Lines; "Wrong Table Triggers")
            {
                trigger [=OnAfterGetCurrRecord=]()
                begin
                end;
            }
        }
    }
}

xmlport 50612 "Wrong Node Triggers"
{
    schema
    {
        textelement(Root)
        {
            trigger [=OnAfterAssignField=]()
            begin
            end;

            tableelement(Item; "Wrong Table Triggers")
            {
                trigger [=OnPreDataItem=]()
                begin
                end;

                fieldattribute(Code; Item.Code)
                {
                    trigger [=OnBeforePassVariable=]()
                    begin
                    end;
                }
            }
        }
    }
}
