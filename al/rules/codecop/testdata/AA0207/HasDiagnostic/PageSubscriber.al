page 50102 "AA0207 Page"
{
    [EventSubscriber(ObjectType::Page, Page::"AA0207 Page", 'OnOpenPageEvent', '', false, false)]
    procedure [=OnOpen=](var Rec: Record "AA0207 Table")
    begin
    end;
}
