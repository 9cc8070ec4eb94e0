codeunit 50320 [=myCodeunit=]
{
    var
        [=counter=]: Integer;
        [="Amount%"=]: Decimal;

    procedure [=calculate=]([=amount=]: Decimal; var [=total=]: Decimal) [=result=]: Decimal
    var
        [=lineCount=]: Integer;
    begin
    end;

    local procedure [=helper=]()
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure [=onAfterCalculate=]()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::myCodeunit, onAfterCalculate, '', false, false)]
    local procedure [=handleCalculate=](var lowercaseParamIsSkipped: Integer)
    begin
    end;

    trigger OnRun()
    var
        [=tempValue=]: Integer;
    begin
    end;
}

table 50320 [="my Table"=]
{
    fields
    {
        field(1; [="1st Field"=]; Integer) { }
        field(2; [="Line Discount %"=]; Decimal) { }
        field(3; Description; Text[100])
        {
            trigger OnValidate()
            var
                [=x_Value=]: Integer;
            begin
            end;
        }
    }
}

page 50321 "LC0092 Page"
{
    layout
    {
        area(Content)
        {
            group([=general=])
            {
                field([=description=]; Rec.Description) { }
            }
        }
    }

    actions
    {
        area(Processing)
        {
            action([=post=]) { }
            group([="&more"=])
            {
                action(Release) { }
            }
        }
    }

    var
        Rec: Record "my Table";
}

pageextension 50332 "LC0092 Page Ext" extends "LC0092 Page"
{
    layout
    {
        addlast(general)
        {
            field([=extraField=]; Rec.Description) { }
        }
    }
}
