/// <summary>Publishes posting events.</summary>
codeunit 50212 "DC0009 Documented"
{
    /// <summary>
    /// Raised before the document is posted.
    /// </summary>
    /// <param name="IsHandled">Set to skip the standard posting.</param>
    [IntegrationEvent(false, false)]
    local procedure OnBeforePost(var IsHandled: Boolean)
    begin
    end;

    /// <summary>Raised after posting.</summary>
    [BusinessEvent(false)]
    local procedure OnAfterPost()
    begin
    end;

    [InternalEvent(false)]
    local procedure OnInternalIsDC0010s()
    begin
    end;

    [Obsolete('Subscribe to OnAfterPost', '25.0')]
    [IntegrationEvent(false, false)]
    local procedure OnOldEvent()
    begin
    end;

    [EventSubscriber(ObjectType::Codeunit, Codeunit::"DC0009 Documented", OnAfterPost, '', false, false)]
    local procedure SubscriberIsNoEvent()
    begin
    end;
}
